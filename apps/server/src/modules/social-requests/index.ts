/** Social-posting requests as other modules see them: the service, and how they are paid through the orders. */
export { createSocialRequestsService, type SocialRequestsService } from './service.ts';
export { createSocialRequestsRepository, type SocialRequestsRepository } from './repository.ts';
export { SOCIAL_REQUEST_SUBJECT, socialRequestPaid } from './payments.ts';
