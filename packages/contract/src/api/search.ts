import { z } from 'zod';
import { SEARCH_PER_PAGE, SEARCH_QUERY_MAX } from '../limits.ts';
import { paginated, singleLineText } from './common.ts';
import { articleSummarySchema } from './articles.ts';

export const searchQuerySchema = z.object({
  q: singleLineText().trim().min(1).max(SEARCH_QUERY_MAX),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(SEARCH_PER_PAGE),
});

export const searchHitSchema = articleSummarySchema
  .extend({
    /** Escaped text with the matches wrapped in <mark>…</mark>; nothing else is markup. */
    title_highlight: z.string(),
    snippet: z.string(),
    rank: z.number(),
  })
  .meta({ id: 'SearchHit' });

export const searchResponseSchema = paginated(searchHitSchema).extend({
  query: z.string(),
  /** `fulltext` when words matched; `similar` when only near spellings of the title did. */
  match: z.enum(['fulltext', 'similar']),
});

export type SearchHit = z.infer<typeof searchHitSchema>;
export type SearchResponse = z.infer<typeof searchResponseSchema>;

