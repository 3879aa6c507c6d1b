import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, businesses, categories, classifieds, feedPosts, isPublicArticle } from '../../db/schema/index.ts';

/** At most this many URLs go in one sitemap file (the protocol's limit). */
export const SITEMAP_LIMIT = 50_000;

/** What readers of the feed see: approved and not deleted (as the feed's own lists). */
const publishedPost = and(eq(feedPosts.status, 'approved'), isNull(feedPosts.deletedAt));

export function createSeoRepository(db: Db) {
  return {
    categories: () => db.select({ slug: categories.slug, nameEn: categories.nameEn, nameRu: categories.nameRu }).from(categories).orderBy(categories.position),

    /** Articles readers can see at `now` (decision 057), newest first, with their last change. */
    articleStamps: (now: Date, limit: number) =>
      db
        .select({ id: articles.id, updatedAt: articles.updatedAt })
        .from(articles)
        .where(isPublicArticle(now))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit),

    /** Approved feed posts, newest first, with their last change. */
    feedPostStamps: (limit: number) =>
      db
        .select({ id: feedPosts.id, updatedAt: feedPosts.updatedAt })
        .from(feedPosts)
        .where(publishedPost)
        .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
        .limit(limit),

    /** Running private ads (what the catalogue lists), newest first, with their last change. */
    classifiedStamps: (limit: number) =>
      db
        .select({ id: classifieds.id, updatedAt: classifieds.updatedAt })
        .from(classifieds)
        .where(and(eq(classifieds.status, 'running'), isNull(classifieds.deletedAt)))
        .orderBy(desc(classifieds.publishedAt), desc(classifieds.id))
        .limit(limit),

    /** Listed businesses (approved, active), by name, with their last change. */
    businessStamps: (limit: number) =>
      db
        .select({ id: businesses.id, updatedAt: businesses.updatedAt })
        .from(businesses)
        .where(and(eq(businesses.status, 'approved'), eq(businesses.active, true), isNull(businesses.deletedAt)))
        .orderBy(businesses.sortName, businesses.id)
        .limit(limit),

    /** The newest articles readers can see at `now`. */
    latest: (now: Date, limit: number, categorySlug?: string) =>
      db
        .select({
          id: articles.id,
          title: articles.title,
          lead: articles.lead,
          lang: articles.lang,
          author: articles.author,
          publishedAt: sql<Date>`${articles.publishedAt}`.mapWith(articles.publishedAt),
          updatedAt: articles.updatedAt,
          categoryNameEn: categories.nameEn,
          categoryNameRu: categories.nameRu,
        })
        .from(articles)
        .innerJoin(categories, eq(categories.id, articles.categoryId))
        .where(and(isPublicArticle(now), categorySlug === undefined ? undefined : eq(categories.slug, categorySlug)))
        .orderBy(desc(articles.publishedAt), desc(articles.id))
        .limit(limit),
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
