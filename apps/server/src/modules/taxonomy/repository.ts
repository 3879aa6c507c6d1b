import { asc, count, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleTags, categories, tags } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

export function createTaxonomyRepository(db: Db) {
  return {
    /** Every category in menu order: a short list the whole site uses. */
    allCategories: (): Promise<CategoryRow[]> =>
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),

    async tagsPage(limit: number, offset: number, onlyUsedByArticles: boolean): Promise<{ rows: TagRow[]; total: number }> {
      const used = exists(db.select({ one: sql`1` }).from(articleTags).where(eq(articleTags.tagId, tags.id)));
      const where = onlyUsedByArticles ? used : undefined;
      const [rows, [totals]] = await Promise.all([
        db.select().from(tags).where(where).orderBy(asc(tags.tagName)).limit(limit).offset(offset),
        db.select({ total: count() }).from(tags).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
