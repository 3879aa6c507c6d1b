import { z } from 'zod';
import { ARTICLES_PER_PAGE, PAGE_MAX, SLUG_PATTERN } from '../limits.ts';
import { CONTENT_LANGUAGES } from '../locale.ts';
import { imageSchema, paginated, singleLineText } from './common.ts';
import { tagSchema } from './tags.ts';

export const articleCategorySchema = z.object({
  category_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

export const articleSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    lead: z.string(),
    lang: z.enum(CONTENT_LANGUAGES),
    category: articleCategorySchema,
    image: imageSchema.nullable(),
    read_time: z.number().int().describe('minutes'),
    views: z.number().int(),
    likes: z.number().int(),
    published_at: z.string(),
  })
  .meta({ id: 'ArticleSummary' });

/** A published translation of an article: its page is `/article/{id}` (hreflang = lang). */
export const articleTranslationSchema = z
  .object({
    id: z.number().int(),
    lang: z.enum(CONTENT_LANGUAGES),
    title: z.string(),
  })
  .meta({ id: 'ArticleTranslation' });

export const articleSchema = articleSummarySchema
  .extend({
    body_html: z.string().describe('sanitized HTML'),
    author: z.string(),
    updated_at: z.string(),
    tags: z.array(tagSchema),
    similar: z.array(articleSummarySchema),
    /** The same story in the other languages (its translation group), published ones only: the language switch and hreflang alternates. */
    translations: z.array(articleTranslationSchema),
  })
  .meta({ id: 'Article' });

export const articlesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(ARTICLES_PER_PAGE),
  category: singleLineText().regex(SLUG_PATTERN).optional(),
  lang_first: z
    .enum(CONTENT_LANGUAGES)
    .optional()
    .describe('Articles in this language first, then the others, each newest first (an English reader sees English articles first)'),
});

export const articlesResponseSchema = paginated(articleSummarySchema);

export const articleStatsSchema = z
  .object({
    views: z.number().int(),
    likes: z.number().int(),
  })
  .meta({ id: 'ArticleStats' });
export const articleViewResponseSchema = z.object({ counted: z.boolean(), views: z.number().int() });

export type ArticleSummary = z.infer<typeof articleSummarySchema>;
export type Article = z.infer<typeof articleSchema>;
export type ArticleTranslation = z.infer<typeof articleTranslationSchema>;
export type ArticleStats = z.infer<typeof articleStatsSchema>;
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;
