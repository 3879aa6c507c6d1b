/**
 * The classifieds module as other modules see it. Placing an ad (create, update, prolong,
 * delete, payment, moderation and expiry) is given the read service (services.ts) and calls its
 * `indexWords` for the words of what it wrote, so that other alphabets find it, and
 * `changed(ids)`, the one way to say ads changed, so that the catalogue and the ad's page are
 * read anew. Moderation reads the readers' reports (`reportsOf`) and resolves them.
 */
export { classifiedTags, CONTACT_LIMITS, createClassifiedsService, type ClassifiedSpellings, type ClassifiedsService } from './service.ts';
export { createClassifiedsRepository, type ClassifiedsRepository } from './repository.ts';
/** Pictures checked by content in all of spec §5's formats and re-encoded (decision 024): the businesses' logos and pictures go the same way. */
export { checkedImage, storeClassifiedImages } from './placing-images.ts';
export { runsView } from './runs-view.ts';
export type { RunRow } from './repository.ts';
