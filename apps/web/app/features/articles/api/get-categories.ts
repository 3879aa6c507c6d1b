import { CATEGORIES_PER_PAGE, type Category, type Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Every category: pages are fetched until last_page (spec §7). */
export async function getCategories(api: Api): Promise<Category[]> {
  const all: Category[] = [];
  for (let page = 1; ; page++) {
    const result = await api.post<Page<Category>>(`/api/categories/get?page=${page}`, { per_page: CATEGORIES_PER_PAGE });
    all.push(...result.data);
    if (page >= result.last_page) return all;
  }
}
