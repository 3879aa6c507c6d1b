import { and, count, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentLanguage } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import type { CountingKeys } from '../../lib/reader-key.ts';
import { articleDrafts, articles, articleTags, articleViews, categories, isPublicArticle, media, tags } from '../../db/schema/index.ts';

/** The columns every list of articles shows. */
const summaryColumns = {
  id: articles.id,
  title: articles.title,
  lead: articles.lead,
  lang: articles.lang,
  readTime: articles.readTime,
  views: articles.views,
  likes: articles.likes,
  /** Never null here: every list reads public articles only. */
  publishedAt: sql<Date>`${articles.publishedAt}`.mapWith(articles.publishedAt),
  imageAlt: articles.imageAlt,
  category: { id: categories.id, slug: categories.slug, nameEn: categories.nameEn, nameRu: categories.nameRu },
  image: { storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths },
};

export type NewArticle = typeof articles.$inferInsert;

/**
 * The public side of articles: every read here sees only what readers may (isPublicArticle at
 * `now`, the app's clock: published, or scheduled and due; decision 057).
 */
export function createArticlesRepository(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(articles)
      .innerJoin(categories, eq(categories.id, articles.categoryId))
      .leftJoin(media, eq(media.id, articles.imageId));

  return {
    summaries,

    /** Newest first; with `langFirst`, the articles in that language before all others. */
    page(now: Date, limit: number, offset: number, categoryId?: number, langFirst?: ContentLanguage) {
      const where = and(isPublicArticle(now), categoryId === undefined ? undefined : eq(articles.categoryId, categoryId));
      const order = [desc(articles.publishedAt), desc(articles.id)];
      if (langFirst) order.unshift(sql`(${articles.lang} = ${langFirst}) DESC`);
      return summaries().where(where).orderBy(...order).limit(limit).offset(offset);
    },

    async count(now: Date, categoryId?: number): Promise<number> {
      const where = and(isPublicArticle(now), categoryId === undefined ? undefined : eq(articles.categoryId, categoryId));
      const [row] = await db.select({ total: count() }).from(articles).where(where);
      return row?.total ?? 0;
    },

    async byId(now: Date, id: number) {
      const [row] = await db
        .select({ ...summaryColumns, bodyHtml: articles.bodyHtml, author: articles.author, updatedAt: articles.updatedAt, translationGroup: articles.translationGroup })
        .from(articles)
        .innerJoin(categories, eq(categories.id, articles.categoryId))
        .leftJoin(media, eq(media.id, articles.imageId))
        .where(and(eq(articles.id, id), isPublicArticle(now)));
      return row;
    },

    /** The public articles of a translation group but this one, in language order. */
    translations(now: Date, group: number, exceptId: number) {
      return db
        .select({ id: articles.id, lang: articles.lang, title: articles.title })
        .from(articles)
        .where(and(eq(articles.translationGroup, group), isNotNull(articles.translationGroup), ne(articles.id, exceptId), isPublicArticle(now)))
        .orderBy(articles.lang);
    },

    tagsOf(articleId: number) {
      return db
        .select({ id: tags.id, tagName: tags.tagName, nameEn: tags.nameEn, nameRu: tags.nameRu })
        .from(articleTags)
        .innerJoin(tags, eq(tags.id, articleTags.tagId))
        .where(eq(articleTags.articleId, articleId))
        .orderBy(tags.tagName);
    },

    /** Articles sharing the most tags with this one, then the same category, newest first. */
    similar(now: Date, articleId: number, categoryId: number, limit: number) {
      const mine = alias(articleTags, 'mine');
      const shared = db
        .select({ articleId: articleTags.articleId, count: sql<number>`count(*)`.as('shared') })
        .from(articleTags)
        .innerJoin(mine, and(eq(mine.tagId, articleTags.tagId), eq(mine.articleId, articleId)))
        .groupBy(articleTags.articleId)
        .as('shared_tags');
      const score = sql`coalesce(${shared.count}, 0) * 2 + (CASE WHEN ${articles.categoryId} = ${categoryId} THEN 1 ELSE 0 END)`;
      return summaries()
        .leftJoin(shared, eq(shared.articleId, articles.id))
        .where(and(ne(articles.id, articleId), isPublicArticle(now), or(eq(articles.categoryId, categoryId), sql`${shared.count} > 0`)))
        .orderBy(desc(score), desc(articles.publishedAt), desc(articles.id))
        .limit(limit);
    },

    /** Whether readers can see this article now. */
    async exists(now: Date, id: number): Promise<boolean> {
      const [row] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.id, id), isPublicArticle(now)));
      return row !== undefined;
    },

    async stats(now: Date, id: number) {
      const [row] = await db.select({ views: articles.views, likes: articles.likes }).from(articles).where(and(eq(articles.id, id), isPublicArticle(now)));
      return row;
    },

    /** The members' likes as the votes module counted them, in its transaction (decision 029). */
    async setLikes(tx: Db, id: number, likes: number): Promise<void> {
      await tx.update(articles).set({ likes }).where(eq(articles.id, id));
    },

    /** Counts a view unless the same reader was counted in the last 24 hours; a browser id issued along is that reader's too. */
    countView(id: number, keys: CountingKeys, now: Date): Promise<{ counted: boolean; views: number }> {
      return db.transaction(async (tx) => {
        if (keys.issued) await tx.insert(articleViews).values({ articleId: id, readerKey: keys.issued, viewedAt: now }).onConflictDoNothing();
        const counted = await tx
          .insert(articleViews)
          .values({ articleId: id, readerKey: keys.key, viewedAt: now })
          .onConflictDoUpdate({
            target: [articleViews.articleId, articleViews.readerKey],
            set: { viewedAt: now },
            setWhere: sql`${articleViews.viewedAt} <= ${new Date(now.getTime() - 24 * 3600_000)}`,
          })
          .returning({ id: articleViews.articleId });
        const [row] =
          counted.length > 0
            ? await tx
                .update(articles)
                .set({ views: sql`${articles.views} + 1` })
                .where(eq(articles.id, id))
                .returning({ views: articles.views })
            : await tx.select({ views: articles.views }).from(articles).where(eq(articles.id, id));
        return { counted: counted.length > 0, views: row?.views ?? 0 };
      });
    },

    async pruneViewsBefore(before: Date): Promise<void> {
      await db.delete(articleViews).where(sql`${articleViews.viewedAt} < ${before}`);
    },

    /** A published article and its working copy (the same text), as the demo seed writes them. */
    async insert(article: NewArticle, tagIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(articles).values(article).returning({ id: articles.id });
        const id = row!.id;
        if (tagIds.length) await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId: id, tagId })));
        await tx.insert(articleDrafts).values({
          articleId: id,
          title: article.title,
          lead: article.lead,
          bodyHtml: article.bodyHtml,
          byline: article.author,
          categoryId: article.categoryId,
          tagIds: [...tagIds].sort((a, b) => a - b),
          imageId: article.imageId ?? null,
          imageAlt: article.imageAlt ?? '',
        });
        return id;
      });
    },
  };
}

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
export type ArticleSummaryRow = Awaited<ReturnType<ReturnType<ArticlesRepository['summaries']>['execute']>>[number];
