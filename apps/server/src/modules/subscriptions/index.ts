/** The printed paper by mail as other modules see it: the service, and how it is paid through the orders. */
export { createSubscriptionsService, termLastDay, type SubscriptionsService, type ZipState } from './service.ts';
export { createSubscriptionsRepository, type SubscriptionsRepository } from './repository.ts';
export { PRINT_SUBSCRIPTION_SUBJECT, subscriptionPaid } from './payments.ts';
