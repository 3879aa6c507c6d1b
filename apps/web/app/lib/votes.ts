import type { RatingSummary, VoteState, VoteValue } from '@gazeta/contract';
import type { Api, ReadApi } from './api-client.ts';

/**
 * Members' votes and ratings (decision 029) as the pages send them: a page that shows the vote
 * buttons or the rating stars hands their forms to `voteAction` (votes.server.ts) in its own
 * action, by these intents.
 */
export const VOTE_INTENTS = { vote: 'vote', rate: 'rate' } as const;

/** A vote button's `value`: the member's vote after the click ("none" takes it back). */
export const NO_VOTE = 'none';

/** What a page's action answers to a vote or a rating. */
export interface VoteActionResult {
  intent: (typeof VOTE_INTENTS)[keyof typeof VOTE_INTENTS];
  ok: boolean;
  /** The counts after the answer (also after a refusal, when they could be read). */
  state?: VoteState;
  /** An error code for the `errors` namespace. */
  error?: string;
}

export const isVoteResult = (data: unknown): data is VoteActionResult =>
  typeof data === 'object' && data !== null && ((data as { intent?: unknown }).intent === VOTE_INTENTS.vote || (data as { intent?: unknown }).intent === VOTE_INTENTS.rate);

/** A vote button's value as the API takes it; undefined for anything else. */
export function voteFromField(text: string): VoteValue | null | undefined {
  if (text === NO_VOTE) return null;
  return text === 'like' || text === 'dislike' ? text : undefined;
}

/** A subject's counts and the caller's own vote and stars (GET /api/votes/{kind}/{id}). */
export const getVotes = (api: Api | ReadApi, kind: string, id: number) => api.get<VoteState>(`/api/votes/${kind}/${id}`);

/** Sets the member's vote (PUT /api/votes/{kind}/{id}); the same vote again is a 409 notification-error-vote-exists. */
export const setVote = (api: Api, kind: string, id: number, value: VoteValue | null) => api.put<VoteState>(`/api/votes/${kind}/${id}`, { value });

/** The member's one rating (POST /api/votes/{kind}/{id}/rating); a second is a 409 notification-error-rating-exists. */
export const rateSubject = (api: Api, kind: string, id: number, stars: number) => api.post<VoteState>(`/api/votes/${kind}/${id}/rating`, { stars });

export type { RatingSummary, VoteState };
