import { z } from 'zod';
import { CATEGORIES_PER_PAGE } from '../limits.ts';
import { paginated } from './common.ts';

export const categorySchema = z
  .object({
    category_id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    name_en: z.string(),
    name_ru: z.string(),
  })
  .meta({ id: 'Category' });

export const categoriesRequestSchema = z.object({
  per_page: z.number().int().min(1).max(CATEGORIES_PER_PAGE).default(CATEGORIES_PER_PAGE),
});

export const categoriesResponseSchema = paginated(categorySchema);

export type Category = z.infer<typeof categorySchema>;
