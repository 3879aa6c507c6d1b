import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, categories } from '../../db/schema/index.ts';

/** At most this many URLs go in one sitemap file (the protocol's limit). */
export const SITEMAP_LIMIT = 50_000;

export function createSeoRepository(db: Db) {
  return {
    categories: () => db.select({ slug: categories.slug, nameEn: categories.nameEn, nameRu: categories.nameRu }).from(categories).orderBy(categories.position),

    articleStamps: (limit: number) =>
      db
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .orderBy(desc(articles.publishedAt))
        .limit(limit),

    latest: (limit: number, categorySlug?: string) =>
      db
        .select({
          id: articles.id,
          title: articles.title,
          lead: articles.lead,
          lang: articles.lang,
          author: articles.author,
          publishedAt: articles.publishedAt,
          categoryNameEn: categories.nameEn,
          categoryNameRu: categories.nameRu,
        })
        .from(articles)
        .innerJoin(categories, eq(categories.id, articles.categoryId))
        .where(categorySlug === undefined ? undefined : eq(categories.slug, categorySlug))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit),
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
