import type { VoteSubject } from '../votes/index.ts';
import { businessTags, type BusinessesService } from './service.ts';

/** The kind of subject businesses are to the votes module. */
export const BUSINESS_VOTE_KIND = 'business';

/**
 * Businesses as a subject of members' likes, dislikes and 1–5 ratings (issue #15, decision 029):
 * only a listed business (approved, active, not deleted) takes them, never from its owner. Its
 * ratings are kept beside it for the cards' mean, so a vote drops its page and the lists.
 */
export function businessVoteSubject(businesses: Pick<BusinessesService, 'votable' | 'mirrorRatings'>): VoteSubject {
  return {
    votable: (id) => businesses.votable(id),
    ratings: true,
    onTotals: (tx, id, totals) => businesses.mirrorRatings(tx, id, totals.rating),
    cacheTags: (id) => businessTags([id]),
  };
}
