import { CATEGORIES_PER_PAGE, type Category, type Page, type Tag } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** The categories and the articles' tags the editor chooses from (spec §7's reads, every page). */
export async function getTaxonomy(api: ReadApi): Promise<{ categories: Category[]; tags: Tag[] }> {
  const categories: Category[] = [];
  for (let page = 1; ; page++) {
    const result = await api.post<Page<Category>>(`/api/categories/get?page=${page}`, { per_page: CATEGORIES_PER_PAGE });
    categories.push(...result.data);
    if (page >= result.last_page) break;
  }
  const tags = await api.post<Page<Tag>>('/api/tags/get?page=1', { per_page: 1000, from: 'articles' });
  return { categories, tags: tags.data };
}
