import type { BusinessPlacesResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';
import { apiParams, type DirectoryQuery } from '../directory-query.ts';

/** Where the businesses of a filter are: the directory's map view. */
export function getBusinessPlaces(api: ReadApi, query: DirectoryQuery): Promise<BusinessPlacesResponse> {
  const params = apiParams({ ...query, cursor: null }).toString();
  return api.get(`/api/businesses/places${params ? `?${params}` : ''}`);
}
