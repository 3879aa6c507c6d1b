/**
 * The businesses module as other modules see it: the directory's reads (`createBusinessesService`),
 * listing and reviewing (`createListingService`), and its hot deals' side of the orders. Listing
 * calls the read service's `indexWords` for the words of what it wrote, so that other alphabets
 * find it, and `changed(ids)`, the one way to say listings changed.
 */
export { businessTags, createBusinessesService, type BusinessesService, type BusinessSpellings } from './service.ts';
export { createBusinessesRepository, type BusinessesRepository } from './repository.ts';
export { createListingService, type HotDealOrderItem, type HotDealPayments, type ListingService } from './listing-service.ts';
export { HOT_DEAL_SUBJECT, hotDealPaid } from './payments.ts';
