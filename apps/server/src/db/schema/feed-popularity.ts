/**
 * The order of the feed's default view (decision 007): engagement on a log scale plus recency.
 *
 *   popularity = log10(1 + likes + 2 × approved comments) + (created_at − 2020-01-01) / 3 days
 *
 * Ten times the engagement is worth three days of freshness. Time only adds, and adds the same to
 * every post, so the order of two posts never changes while nobody reacts to them: the score can
 * be a stored column with an index, moving only when a like or an approved comment arrives.
 */
export const POPULARITY_EPOCH = '2020-01-01T00:00:00Z';
export const POPULARITY_DECAY_S = 3 * 24 * 3600;
/** A comment says more than a like: it took time to write and passed moderation. */
export const COMMENT_WEIGHT = 2;

export function popularityOf(likes: number, comments: number, createdAt: Date): number {
  const engagement = Math.log10(1 + Math.max(0, likes) + COMMENT_WEIGHT * Math.max(0, comments));
  return engagement + (createdAt.getTime() - Date.parse(POPULARITY_EPOCH)) / 1000 / POPULARITY_DECAY_S;
}

/** The same rule in SQL, for the generated column (immutable: no clock, no time zone). */
export const POPULARITY_SQL =
  `log(1 + "likes" + ${COMMENT_WEIGHT} * "comments_count") + ` +
  `extract(epoch from ("created_at" - timestamptz '2020-01-01 00:00:00+00')) / ${POPULARITY_DECAY_S}`;
