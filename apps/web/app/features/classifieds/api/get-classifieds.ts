import type { ClassifiedsResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';
import { apiParams, type CatalogueQuery } from '../catalogue-query.ts';

/** A page of the catalogue (also the browser's "more ads", and the ads group of /search). */
export function getClassifieds(api: ReadApi, query: CatalogueQuery, perPage?: number): Promise<ClassifiedsResponse> {
  const params = apiParams(query, perPage).toString();
  return api.get(`/api/classifieds${params ? `?${params}` : ''}`);
}
