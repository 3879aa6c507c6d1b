import {
  offsetOf,
  pageOf,
  readTimeMinutes,
  type Article,
  type ArticleStats,
  type ArticleSummary,
  type ArticlesQuery,
  type ContentLanguage,
  type Locale,
  type Page,
} from '@gazeta/contract';
import { chicagoDay } from '../../lib/chicago-time.ts';
import { htmlToText, sanitizeRichText } from '../../lib/html.ts';
import type { CountingKeys } from '../../lib/reader-key.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { imageView } from '../media/index.ts';
import { tagView, type TaxonomyService } from '../taxonomy/index.ts';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import type { ArticleSummaryRow, ArticlesRepository } from './repository.ts';

const SIMILAR_COUNT = 4;
/** Similar articles read to choose the SIMILAR_COUNT shown from. */
const SIMILAR_CANDIDATES = 16;

/**
 * "Read also": the most similar articles, at most `count`, no two with the same picture nor with
 * the article's own (four identical pictures side by side say nothing). Articles without a
 * picture are never alike. Keeps the candidates' order.
 */
export function withDistinctPictures<T extends { image: { storageKey: string } | null }>(candidates: readonly T[], own: string | null, count: number): T[] {
  const seen = new Set(own === null ? [] : [own]);
  const chosen: T[] = [];
  for (const candidate of candidates) {
    if (chosen.length === count) break;
    const key = candidate.image?.storageKey ?? null;
    if (key !== null && seen.has(key)) continue;
    if (key !== null) seen.add(key);
    chosen.push(candidate);
  }
  return chosen;
}

/** What an article's page shows: the article, and similar ones of its category. */
export const articleTags = (id: number, categorySlug: string | undefined): string[] => [
  TAGS.article(id),
  ...(categorySlug ? [TAGS.category(categorySlug)] : []),
];
const READ_CACHE_MS = 60_000;

export interface NewArticleInput {
  categoryId: number;
  lang: ContentLanguage;
  title: string;
  lead: string;
  bodyHtml: string;
  author: string;
  /** The staff member it belongs to. */
  authorId?: number | null;
  imageId?: number | null;
  imageAlt?: string;
  tagIds: number[];
  publishedAt: Date;
  views?: number;
  likes?: number;
}

export function createArticlesService(deps: {
  repo: ArticlesRepository;
  taxonomy: Pick<TaxonomyService, 'categoryBySlug' | 'categoryById'>;
  storage: FileStorage;
  now?: () => Date;
  /** Publishing invalidates the article's tags; caches of what shows them listen. */
  cacheTags?: CacheTags;
  /** Search keeps the spellings of a published article's words, for queries in the other alphabet. */
  spellings?: { recordSpellings(texts: readonly string[]): Promise<void> };
}) {
  const { repo, taxonomy, storage, now = () => new Date(), cacheTags, spellings } = deps;
  // Every publication changes the lists (each is tagged `articles`); an article's page also
  // shows similar articles of its category.
  const lists = cacheTags ? { tags: { bus: cacheTags, of: () => [TAGS.articles] } } : {};
  const countOf = cachedAsync((categoryId: number | null) => repo.count(now(), categoryId ?? undefined), { ttlMs: 5 * 60_000, ...lists });
  // The most read data of the site: kept briefly, dropped as soon as anything is published.
  // Views and likes in it may lag; pages read those live from stats().
  const listPage = cachedAsync(
    (key: string) => {
      const [limit, offset, categoryId, langFirst] = key.split(':') as [string, string, string, ContentLanguage | ''];
      return repo.page(now(), Number(limit), Number(offset), Number(categoryId) || undefined, langFirst || undefined);
    },
    { ttlMs: READ_CACHE_MS, ...lists },
  );
  const articleData = cachedAsync(
    async (id: number) => {
      const at = now();
      const row = await repo.byId(at, id);
      if (!row) return null;
      const [tags, candidates, translations] = await Promise.all([
        repo.tagsOf(id),
        repo.similar(at, id, row.category.id, SIMILAR_CANDIDATES),
        row.translationGroup === null ? [] : repo.translations(at, row.translationGroup, id),
      ]);
      const similar = withDistinctPictures(candidates, row.image?.storageKey ?? null, SIMILAR_COUNT);
      // Stored sanitized; sanitized again as it leaves the database in case the allowlist has
      // tightened since (once per read, not once per reader).
      return { row, bodyHtml: sanitizeRichText(row.bodyHtml), tags, similar, translations };
    },
    {
      ttlMs: READ_CACHE_MS,
      maxEntries: 5000,
      ...(cacheTags ? { tags: { bus: cacheTags, of: (id: number, data: { row: { category: { slug: string } } } | null) => articleTags(id, data?.row.category.slug) } } : {}),
    },
  );

  function summaryView(row: ArticleSummaryRow, locale: Locale): ArticleSummary {
    return {
      id: row.id,
      title: row.title,
      lead: row.lead,
      lang: row.lang,
      category: {
        category_id: row.category.id,
        slug: row.category.slug,
        name: locale === 'en' ? row.category.nameEn : row.category.nameRu,
      },
      image: row.image ? imageView(row.image, row.imageAlt, storage) : null,
      read_time: row.readTime,
      views: row.views,
      likes: row.likes,
      published_at: row.publishedAt.toISOString(),
    };
  }

  async function requireArticle(id: number): Promise<void> {
    if (!(await repo.exists(now(), id))) throw notFound('Article not found.');
  }

  return {
    async list(query: ArticlesQuery, locale: Locale): Promise<Page<ArticleSummary>> {
      let categoryId: number | undefined;
      if (query.category) {
        const category = await taxonomy.categoryBySlug(query.category);
        if (!category) throw notFound('Category not found.');
        categoryId = category.id;
      }
      const [rows, total] = await Promise.all([
        listPage(`${query.per_page}:${offsetOf(query.page, query.per_page)}:${categoryId ?? 0}:${query.lang_first ?? ''}`),
        countOf(categoryId ?? null),
      ]);
      return pageOf(rows.map((row) => summaryView(row, locale)), query.page, query.per_page, total);
    },

    async get(id: number, locale: Locale): Promise<Article> {
      const data = await articleData(id);
      if (!data) throw notFound('Article not found.');
      const { row, bodyHtml, tags: tagRows, similar, translations } = data;
      return {
        ...summaryView(row, locale),
        body_html: bodyHtml,
        author: row.author,
        updated_at: row.updatedAt.toISOString(),
        tags: tagRows.map(tagView),
        similar: similar.map((s) => summaryView(s, locale)),
        translations: translations.map((t) => ({ id: t.id, lang: t.lang, title: t.title })),
      };
    },

    /** Live views and likes (the cached article may lag behind them). */
    async stats(id: number): Promise<ArticleStats> {
      const row = await repo.stats(now(), id);
      if (!row) throw notFound('Article not found.');
      return { views: row.views, likes: row.likes };
    },

    /** Whether readers can see an article now (to be voted on, to count a view). */
    exists: (id: number) => repo.exists(now(), id),

    /** Keeps the members' likes beside the article, for its lists, in the vote's transaction. */
    mirrorLikes: (tx: Db, id: number, likes: number) => repo.setLikes(tx, id, likes),

    /** Counts a view of the reader the keys of the day say (decision 004). */
    async countView(id: number, readerKeys: (day: string) => CountingKeys) {
      await requireArticle(id);
      const at = now();
      return repo.countView(id, readerKeys(chicagoDay(at)), at);
    },

    pruneViews: () => repo.pruneViewsBefore(new Date(now().getTime() - 24 * 3600_000)),

    /** Creates a published article (the demo seed's way): the body is sanitized, its text and read time derived. */
    async create(input: NewArticleInput): Promise<number> {
      const bodyHtml = sanitizeRichText(input.bodyHtml);
      const bodyText = htmlToText(bodyHtml);
      const category = await taxonomy.categoryById(input.categoryId);
      const id = await repo.insert(
        {
          categoryId: input.categoryId,
          lang: input.lang,
          title: input.title.trim(),
          lead: input.lead.trim(),
          bodyHtml,
          bodyText,
          author: input.author,
          authorId: input.authorId ?? null,
          state: 'published',
          imageId: input.imageId ?? null,
          imageAlt: input.imageAlt ?? '',
          readTime: readTimeMinutes(`${input.title} ${input.lead} ${bodyText}`),
          views: input.views ?? 0,
          likes: input.likes ?? 0,
          publishedAt: input.publishedAt,
          updatedAt: input.publishedAt,
          createdAt: input.publishedAt,
          editedAt: input.publishedAt,
        },
        input.tagIds,
      );
      await spellings?.recordSpellings([input.title, input.lead, bodyText]);
      cacheTags?.invalidate([TAGS.articles, ...articleTags(id, category?.slug)]);
      return id;
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
