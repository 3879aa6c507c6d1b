import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, articleTags, categories, categorySlugRedirects, feedPosts, tags } from '../../db/schema/index.ts';
import type { CategoryRow, TagRow } from './repository.ts';

export interface CategoryUse extends CategoryRow {
  articles: number;
  oldSlugs: string[];
}

export interface TagUse extends TagRow {
  articles: number;
  posts: number;
}

/** A LIKE pattern that matches `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The newsroom's writes to categories and tags (decision 062); each runs in the caller's transaction. */
export function createTaxonomyDeskRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    /** Every category in menu order, with how many articles it has and its earlier addresses. */
    async categoriesInUse(tx: Db = db): Promise<CategoryUse[]> {
      const [rows, used, redirects] = await Promise.all([
        tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
        tx.select({ id: articles.categoryId, n: count() }).from(articles).groupBy(articles.categoryId),
        tx.select().from(categorySlugRedirects).orderBy(asc(categorySlugRedirects.oldSlug)),
      ]);
      const counts = new Map(used.map((r) => [r.id, r.n]));
      return rows.map((row) => ({
        ...row,
        articles: counts.get(row.id) ?? 0,
        oldSlugs: redirects.filter((r) => r.categoryId === row.id).map((r) => r.oldSlug),
      }));
    },

    async category(tx: Db, id: number): Promise<CategoryRow | undefined> {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      return row;
    },

    async slugTaken(tx: Db, slug: string, except: number | null): Promise<boolean> {
      const [row] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(except === null ? eq(categories.slug, slug) : and(eq(categories.slug, slug), ne(categories.id, except)));
      return row !== undefined;
    },

    async insertCategory(tx: Db, values: { slug: string; nameEn: string; nameRu: string }): Promise<CategoryRow> {
      const [{ next } = { next: 0 }] = await tx.select({ next: sql<number>`coalesce(max(${categories.position}), 0) + 1` }).from(categories);
      const [row] = await tx.insert(categories).values({ ...values, position: Number(next) }).returning();
      // The address is the new category's now, whatever it used to lead to.
      await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, values.slug));
      return row!;
    },

    async updateCategory(tx: Db, id: number, patch: Partial<Pick<CategoryRow, 'slug' | 'nameEn' | 'nameRu'>>, oldSlug: string): Promise<CategoryRow> {
      const [row] = await tx.update(categories).set(patch).where(eq(categories.id, id)).returning();
      if (patch.slug !== undefined && patch.slug !== oldSlug) {
        await tx.delete(categorySlugRedirects).where(eq(categorySlugRedirects.oldSlug, patch.slug));
        await tx.insert(categorySlugRedirects).values({ oldSlug, categoryId: id }).onConflictDoUpdate({ target: categorySlugRedirects.oldSlug, set: { categoryId: id } });
      }
      return row!;
    },

    async setPositions(tx: Db, ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries()) await tx.update(categories).set({ position: index + 1 }).where(eq(categories.id, id));
    },

    async articlesIn(tx: Db, categoryId: number): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(articles).where(eq(articles.categoryId, categoryId));
      return row?.n ?? 0;
    },

    async deleteCategory(tx: Db, id: number): Promise<void> {
      await tx.delete(categories).where(eq(categories.id, id));
    },

    /** Moves every article of `from` into `into`, points `from`'s addresses at `into`, and deletes `from`; the moved articles' ids. */
    async mergeCategory(tx: Db, from: CategoryRow, into: number): Promise<number[]> {
      const moved = await tx.update(articles).set({ categoryId: into }).where(eq(articles.categoryId, from.id)).returning({ id: articles.id });
      await tx.update(categorySlugRedirects).set({ categoryId: into }).where(eq(categorySlugRedirects.categoryId, from.id));
      await tx.delete(categories).where(eq(categories.id, from.id));
      await tx.insert(categorySlugRedirects).values({ oldSlug: from.slug, categoryId: into }).onConflictDoUpdate({ target: categorySlugRedirects.oldSlug, set: { categoryId: into } });
      return moved.map((r) => r.id);
    },

    /** Where each earlier address leads now: old slug → current slug. */
    async redirects(): Promise<Map<string, string>> {
      const rows = await db
        .select({ oldSlug: categorySlugRedirects.oldSlug, slug: categories.slug })
        .from(categorySlugRedirects)
        .innerJoin(categories, eq(categories.id, categorySlugRedirects.categoryId));
      return new Map(rows.map((r) => [r.oldSlug, r.slug]));
    },

    // ── Tags ──

    async tagsInUse(q: string | undefined, limit: number, tx: Db = db): Promise<{ rows: TagUse[]; total: number }> {
      const where = q ? or(ilike(tags.tagName, containing(q)), ilike(tags.nameEn, containing(q)), ilike(tags.nameRu, containing(q))) : undefined;
      const articleUses = sql<number>`(SELECT count(*) FROM ${articleTags} WHERE ${articleTags.tagId} = ${tags.id})::int`;
      const postUses = sql<number>`(SELECT count(*) FROM ${feedPosts} WHERE ${feedPosts.tagId} = ${tags.id})::int`;
      const [rows, [totals]] = await Promise.all([
        tx
          .select({ id: tags.id, tagName: tags.tagName, nameEn: tags.nameEn, nameRu: tags.nameRu, articles: articleUses, posts: postUses })
          .from(tags)
          .where(where)
          .orderBy(asc(tags.tagName), asc(tags.id))
          .limit(limit),
        tx.select({ total: count() }).from(tags).where(where),
      ]);
      return { rows: rows.map((r) => ({ ...r, articles: Number(r.articles), posts: Number(r.posts) })), total: totals?.total ?? 0 };
    },

    async tagUse(tx: Db, id: number): Promise<TagUse | undefined> {
      const [row] = await tx.select().from(tags).where(eq(tags.id, id)).for('update');
      if (!row) return undefined;
      const [[a], [p]] = await Promise.all([
        tx.select({ n: count() }).from(articleTags).where(eq(articleTags.tagId, id)),
        tx.select({ n: count() }).from(feedPosts).where(eq(feedPosts.tagId, id)),
      ]);
      return { ...row, articles: a?.n ?? 0, posts: p?.n ?? 0 };
    },

    async tagNameTaken(tx: Db, tagName: string, except: number | null): Promise<boolean> {
      const same = sql`lower(${tags.tagName}) = lower(${tagName})`;
      const [row] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(except === null ? same : and(same, ne(tags.id, except)));
      return row !== undefined;
    },

    async insertTag(tx: Db, values: { tagName: string; nameEn: string; nameRu: string }): Promise<TagRow> {
      const [row] = await tx.insert(tags).values(values).returning();
      return row!;
    },

    async updateTag(tx: Db, id: number, patch: Partial<Pick<TagRow, 'tagName' | 'nameEn' | 'nameRu'>>): Promise<TagRow> {
      const [row] = await tx.update(tags).set(patch).where(eq(tags.id, id)).returning();
      return row!;
    },

    async deleteTag(tx: Db, id: number): Promise<void> {
      await tx.delete(tags).where(eq(tags.id, id));
    },

    /** Gives `into` to every article and post of `from` (an article with both keeps one), deletes `from`; the articles and posts moved. */
    async mergeTag(tx: Db, from: number, into: number): Promise<{ articles: number[]; posts: number[] }> {
      const tagged = await tx.select({ id: articleTags.articleId }).from(articleTags).where(eq(articleTags.tagId, from));
      const articleIds = tagged.map((r) => r.id);
      if (articleIds.length > 0) {
        await tx
          .insert(articleTags)
          .values(articleIds.map((articleId) => ({ articleId, tagId: into })))
          .onConflictDoNothing();
        await tx.delete(articleTags).where(and(eq(articleTags.tagId, from), inArray(articleTags.articleId, articleIds)));
      }
      const posts = await tx.update(feedPosts).set({ tagId: into }).where(eq(feedPosts.tagId, from)).returning({ id: feedPosts.id });
      await tx.delete(tags).where(eq(tags.id, from));
      return { articles: articleIds, posts: posts.map((r) => r.id) };
    },
  };
}

export type TaxonomyDeskRepository = ReturnType<typeof createTaxonomyDeskRepository>;
