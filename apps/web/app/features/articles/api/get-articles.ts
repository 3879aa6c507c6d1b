import type { ArticleSummary, ContentLanguage, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export function getArticles(api: Api, query: { page: number; category?: string; langFirst?: ContentLanguage | null }): Promise<Page<ArticleSummary>> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.category) params.set('category', query.category);
  if (query.langFirst) params.set('lang_first', query.langFirst);
  return api.get(`/api/articles?${params}`);
}
