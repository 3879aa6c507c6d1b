import type { EventsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';
import { apiParams, type EventsPageQuery } from '../events-query.ts';

/** A page of the events catalogue as the page's address asks for it. */
export const getEvents = (api: Api, query: EventsPageQuery, perPage?: number) => {
  const params = apiParams(query, perPage);
  return api.get<EventsResponse>(`/api/events${params.size > 0 ? `?${params}` : ''}`);
};
