import { offsetOf, pageOf, type Category, type Locale, type Page, type Tag } from '@gazeta/contract';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import type { CategoryRow, TagRow, TaxonomyRepository } from './repository.ts';

export function categoryView(row: CategoryRow, locale: Locale): Category {
  return {
    category_id: row.id,
    slug: row.slug,
    name: locale === 'en' ? row.nameEn : row.nameRu,
    name_en: row.nameEn,
    name_ru: row.nameRu,
  };
}

export const tagView = (row: TagRow): Tag => ({
  tag_id: row.id,
  tag_name: row.tagName,
  name_en: row.nameEn,
  name_ru: row.nameRu,
});

/**
 * Categories and tags change only by the newsroom's desk (decision 062), which invalidates
 * `taxonomy`; the TTL bounds other instances' copies. The header and the feed ask on every page.
 */
const TAXONOMY_TTL_MS = 5 * 60_000;

export function createTaxonomyService(repo: TaxonomyRepository, cacheTags?: CacheTags, now: () => Date = () => new Date()) {
  const forget = cacheTags ? { tags: { bus: cacheTags, of: () => [TAGS.taxonomy] } } : {};
  // The tags articles use are those of the articles readers can see: a publication changes them.
  const forgetWithArticles = cacheTags ? { tags: { bus: cacheTags, of: () => [TAGS.taxonomy, TAGS.articles] } } : {};
  const allCategories = cachedAsync(() => repo.allCategories(), { ttlMs: TAXONOMY_TTL_MS, ...forget });
  const tagsPage = cachedAsync(
    (key: string) => {
      const [limit, offset, from] = key.split(':') as [string, string, string];
      return repo.tagsPage(Number(limit), Number(offset), from === 'articles' ? now() : null);
    },
    { ttlMs: TAXONOMY_TTL_MS, ...forgetWithArticles },
  );
  return {
    async categories(page: number, perPage: number, locale: Locale): Promise<Page<Category>> {
      const all = await allCategories(undefined);
      const offset = offsetOf(page, perPage);
      const rows = all.slice(offset, offset + perPage);
      return pageOf(rows.map((row) => categoryView(row, locale)), page, perPage, all.length);
    },

    async categoryBySlug(slug: string): Promise<CategoryRow | undefined> {
      return (await allCategories(undefined)).find((row) => row.slug === slug);
    },

    async categoryById(id: number): Promise<CategoryRow | undefined> {
      return (await allCategories(undefined)).find((row) => row.id === id);
    },

    async tags(page: number, perPage: number, from: 'articles' | 'forum' | undefined): Promise<Page<Tag>> {
      const { rows, total } = await tagsPage(`${perPage}:${offsetOf(page, perPage)}:${from ?? ''}`);
      return pageOf(rows.map(tagView), page, perPage, total);
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
