import type { BusinessesResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';
import { apiParams, type DirectoryQuery } from '../directory-query.ts';

/** A page of the directory (also the browser's "more businesses", and the businesses group of /search). */
export function getBusinesses(api: ReadApi, query: DirectoryQuery, perPage?: number): Promise<BusinessesResponse> {
  const params = apiParams(query, perPage).toString();
  return api.get(`/api/businesses${params ? `?${params}` : ''}`);
}
