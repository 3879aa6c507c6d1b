import type { SearchResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export function searchArticles(api: ReadApi, query: { q: string; page?: number; perPage?: number }): Promise<SearchResponse> {
  const params = new URLSearchParams({ q: query.q });
  if (query.page) params.set('page', String(query.page));
  if (query.perPage) params.set('per_page', String(query.perPage));
  return api.get(`/api/search?${params}`);
}
