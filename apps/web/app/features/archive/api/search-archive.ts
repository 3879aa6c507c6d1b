import type { ArchiveSearchResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** Printed issues whose text matches (GET /api/search/archive), best first, each with a highlighted snippet. */
export function searchArchive(api: ReadApi, query: { q: string; page?: number; perPage?: number }): Promise<ArchiveSearchResponse> {
  const params = new URLSearchParams({ q: query.q });
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.perPage) params.set('per_page', String(query.perPage));
  return api.get(`/api/search/archive?${params}`);
}
