import { z } from 'zod';
import { TAGS_PER_PAGE } from '../limits.ts';
import { paginated } from './common.ts';

export const tagSchema = z
  .object({
    tag_id: z.number().int(),
    tag_name: z.string(),
    name_en: z.string(),
    name_ru: z.string(),
  })
  .meta({ id: 'Tag' });

/** Where the tags are used; the spec's client asks for `from: 'articles'`. */
export const TAG_SCOPES = ['articles', 'forum'] as const;

export const tagsRequestSchema = z.object({
  per_page: z.number().int().min(1).max(1000).default(TAGS_PER_PAGE),
  from: z.enum(TAG_SCOPES).optional(),
});

export const tagsResponseSchema = paginated(tagSchema);

export type Tag = z.infer<typeof tagSchema>;
