import type { ArticleSummary, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export function getArticles(api: Api, query: { page: number; category?: string }): Promise<Page<ArticleSummary>> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.category) params.set('category', query.category);
  return api.get(`/api/articles?${params}`);
}
