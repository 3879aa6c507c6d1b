/** The feed module as other modules see it: its service, and its side of moderation. */
export type { Decision } from './repository.ts';
export type { FeedService, ModerationItem } from './service.ts';
