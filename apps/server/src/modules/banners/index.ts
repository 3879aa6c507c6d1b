/**
 * The banners module as other modules see it: the service (the owner's banners, their payment
 * and review), the strip's counter of views and clicks, and how they are paid through the orders.
 */
export { BANNER_AD_ID_BASE, createBannersService, type BannerPayments, type BannersService } from './service.ts';
export { createBannersRepository, type BannersRepository } from './repository.ts';
export { createAdCounter, type AdCounter } from './counter.ts';
export { BANNER_SUBJECT, bannerPaid } from './payments.ts';
