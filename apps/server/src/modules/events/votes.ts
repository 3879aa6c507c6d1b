import { TAGS } from '../../lib/cache.ts';
import type { VoteSubject } from '../votes/index.ts';
import type { EventsService } from './service.ts';

/** The kind of subject events are to the votes module. */
export const EVENT_VOTE_KIND = 'event';

/**
 * Events as a subject of members' likes and dislikes (issue #15, decision 029): only a
 * published event takes them, never from its owner; they take no ratings. The counts show on
 * the event's page alone, so a vote drops only that page.
 */
export function eventVoteSubject(events: Pick<EventsService, 'votable'>): VoteSubject {
  return {
    votable: (id) => events.votable(id),
    cacheTags: (id) => [TAGS.event(id)],
  };
}
