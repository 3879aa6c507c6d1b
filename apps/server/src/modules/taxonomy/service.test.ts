import { describe, expect, it } from 'vitest';
import { createCacheTags, TAGS } from '../../lib/cache.ts';
import type { CategoryRow, TaxonomyRepository } from './repository.ts';
import { createTaxonomyService } from './service.ts';

const rows: CategoryRow[] = [
  { id: 1, slug: 'chicago', nameEn: 'Chicago', nameRu: 'Чикаго', position: 1 },
  { id: 2, slug: 'world', nameEn: 'World', nameRu: 'Мир', position: 2 },
];

/** A repository whose reads behave like Drizzle's: the query runs each time it is awaited. */
function countingRepo() {
  const calls = { allCategories: 0, tagsPage: [] as string[] };
  const repo: TaxonomyRepository = {
    allCategories: () =>
      ({
        then: (onFulfilled, onRejected) => {
          calls.allCategories++;
          return Promise.resolve(rows).then(onFulfilled, onRejected);
        },
      }) as PromiseLike<CategoryRow[]> as Promise<CategoryRow[]>,
    tagsPage: async (limit, offset, usedAt) => {
      calls.tagsPage.push(`${limit}:${offset}:${usedAt !== null}`);
      return { rows: [{ id: 1, tagName: 'news', nameEn: 'News', nameRu: 'Новости' }], total: 1 };
    },
  };
  return { repo, calls };
}

describe('taxonomy service', () => {
  it('reads the categories once for every page and lookup (the header asks on every render)', async () => {
    const { repo, calls } = countingRepo();
    const taxonomy = createTaxonomyService(repo);
    await taxonomy.categories(1, 10_000, 'ru');
    await taxonomy.categories(1, 10_000, 'en');
    expect(await taxonomy.categoryBySlug('world')).toMatchObject({ id: 2 });
    expect(calls.allCategories).toBe(1);
  });

  it('reads them again once `taxonomy` is invalidated, and only then', async () => {
    const { repo, calls } = countingRepo();
    const tags = createCacheTags();
    const taxonomy = createTaxonomyService(repo, tags);
    await taxonomy.categories(1, 10, 'ru');
    tags.invalidate([TAGS.articles, TAGS.feed]);
    await taxonomy.categories(1, 10, 'ru');
    expect(calls.allCategories).toBe(1);
    tags.invalidate([TAGS.taxonomy]);
    const page = await taxonomy.categories(1, 10, 'en');
    expect(calls.allCategories).toBe(2);
    expect(page.data.map((c) => c.name)).toEqual(['Chicago', 'World']);
  });

  it('keeps each page of tags apart and reads each once', async () => {
    const { repo, calls } = countingRepo();
    const taxonomy = createTaxonomyService(repo);
    await taxonomy.tags(1, 50, undefined);
    await taxonomy.tags(1, 50, undefined);
    await taxonomy.tags(2, 50, undefined);
    const used = await taxonomy.tags(1, 50, 'articles');
    expect(calls.tagsPage).toEqual(['50:0:false', '50:50:false', '50:0:true']);
    expect(used).toMatchObject({ total: 1, current_page: 1, data: [{ tag_name: 'news', name_ru: 'Новости' }] });
  });
});
