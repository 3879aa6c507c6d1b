/** The notifications module as other modules see it: recording what people are told. */
export type { NewNotification } from './repository.ts';
export type { NotificationsService } from './service.ts';
