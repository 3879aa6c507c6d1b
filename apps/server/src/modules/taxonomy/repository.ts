import { and, asc, count, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleTags, categories, isPublicArticle, tags } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

export function createTaxonomyRepository(db: Db) {
  return {
    /** Every category in menu order: a short list the whole site uses. */
    allCategories: (): Promise<CategoryRow[]> =>
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),

    /** With `usedAt`: only the tags of articles readers can see at that time. */
    async tagsPage(limit: number, offset: number, usedAt: Date | null): Promise<{ rows: TagRow[]; total: number }> {
      const used = (at: Date) =>
        exists(
          db
            .select({ one: sql`1` })
            .from(articleTags)
            .innerJoin(articles, eq(articles.id, articleTags.articleId))
            .where(and(eq(articleTags.tagId, tags.id), isPublicArticle(at))),
        );
      const where = usedAt ? used(usedAt) : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select().from(tags).where(where).orderBy(asc(tags.tagName)).limit(limit).offset(offset),
        db.select({ total: count() }).from(tags).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
