/** Display ads in print as other modules see them: the service, and how they are paid through the orders. */
export { createDisplayAdsService, type DisplayAdsService } from './service.ts';
export { createDisplayAdsRepository, type DisplayAdsRepository } from './repository.ts';
export { DISPLAY_AD_SUBJECT, displayAdPaid } from './payments.ts';
