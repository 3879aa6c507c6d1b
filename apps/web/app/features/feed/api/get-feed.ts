import type { FeedResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';
import { DEFAULT_VIEW, type FeedQuery } from '../feed-query.ts';

export function getFeed(api: Api, query: FeedQuery): Promise<FeedResponse> {
  const params = new URLSearchParams({ view: query.view ?? DEFAULT_VIEW, page: String(query.page) });
  if (query.category) params.set('category', query.category);
  return api.get(`/api/forum/posts?${params}`);
}
