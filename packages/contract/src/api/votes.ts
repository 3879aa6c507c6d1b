import { z } from 'zod';

/**
 * Likes, dislikes and ratings of members (spec §4: "Likes and dislikes on articles, events and
 * businesses are toggles"; §8: "Answer already exists", "Rating already exists"; decision 029).
 * A kind of subject is registered by the module that owns it; only published subjects take votes.
 */
export const VOTE_VALUES = ['like', 'dislike'] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

/** A kind of subject in a path: lower-case letters, digits and `_`, as the registry takes them. */
export const VOTE_KIND_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** Texts of the vote calls, keyed by the code the UI translates. */
export const VOTE_MESSAGES = {
  'error-vote-own': 'You cannot vote for your own listing.',
} as const;
export type VoteMessageCode = keyof typeof VOTE_MESSAGES;

export const voteParamsSchema = z.object({
  kind: z.string().regex(VOTE_KIND_PATTERN),
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/**
 * The member's vote as it should be: `like`, `dislike`, or null to take it back. Asking for the
 * vote one already has answers 409 notification-error-vote-exists ("Answer already exists"):
 * the web's buttons send the state after the click, so a page out of date is told, not toggled back.
 */
export const voteBodySchema = z.object({
  value: z.enum(VOTE_VALUES).nullable(),
});

/** A rating of 1–5 stars; one per member and subject, never changed (a second: 409 notification-error-rating-exists). */
export const ratingBodySchema = z.object({
  stars: z.coerce.number().int().min(RATING_MIN).max(RATING_MAX),
});

export const ratingSummarySchema = z
  .object({
    /** Mean of the stars, one decimal; null before the first rating. */
    average: z.number().nullable(),
    count: z.number().int(),
    /** The caller's own stars, or null. */
    mine: z.number().int().nullable(),
  })
  .meta({ id: 'RatingSummary' });

export const voteStateSchema = z
  .object({
    likes: z.number().int(),
    dislikes: z.number().int(),
    /** The caller's own vote (null: none, or not signed in). */
    my_vote: z.enum(VOTE_VALUES).nullable(),
    /** null: this kind of subject takes no ratings. */
    rating: ratingSummarySchema.nullable(),
  })
  .meta({ id: 'VoteState' });

export type VoteBody = z.infer<typeof voteBodySchema>;
export type RatingBody = z.infer<typeof ratingBodySchema>;
export type RatingSummary = z.infer<typeof ratingSummarySchema>;
export type VoteState = z.infer<typeof voteStateSchema>;

/** A rating's mean to one decimal, as the page shows it: 4.25 → 4.3. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/** What a vote changes in the counts: the old vote goes, the new one comes. */
export function voteDelta(before: VoteValue | null, after: VoteValue | null): { likes: number; dislikes: number } {
  const count = (value: VoteValue | null, of: VoteValue) => (value === of ? 1 : 0);
  return { likes: count(after, 'like') - count(before, 'like'), dislikes: count(after, 'dislike') - count(before, 'dislike') };
}

/** The counts as they show while a vote is on its way (the buttons' optimistic state). */
export function applyVote(state: Pick<VoteState, 'likes' | 'dislikes' | 'my_vote'>, value: VoteValue | null) {
  const delta = voteDelta(state.my_vote, value);
  return { likes: Math.max(0, state.likes + delta.likes), dislikes: Math.max(0, state.dislikes + delta.dislikes), my_vote: value };
}
