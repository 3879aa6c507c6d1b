/**
 * The classifieds module as other modules see it. Placing an ad (create, update, prolong,
 * delete, moderation and expiry) calls the service's `indexWords` for the words of what it
 * wrote, so that other alphabets find it, and `changed(ids)` (or invalidates `classifiedTags`
 * itself) so that the catalogue and the ad's page are read anew.
 */
export { classifiedTags, CONTACT_LIMITS, createClassifiedsService, type ClassifiedSpellings, type ClassifiedsService } from './service.ts';
export { createClassifiedsRepository, type ClassifiedsRepository } from './repository.ts';
