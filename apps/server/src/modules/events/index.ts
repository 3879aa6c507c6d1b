/**
 * The events module as other modules see it: the service (the catalogue, one event, calendar
 * files, the owner's writes and the review moderation decides on) and its tags.
 */
export { createEventsService, eventTags, FEED_EVENTS_MAX, type EventsService, type EventSpellings } from './service.ts';
export { createEventsRepository, type EventsRepository } from './repository.ts';
