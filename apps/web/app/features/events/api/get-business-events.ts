import type { EventsResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** The upcoming events a business directory listing organises, soonest first (its page's "Upcoming events"). */
export const getBusinessEvents = (api: ReadApi, businessId: number, perPage: number) =>
  api.get<EventsResponse>(`/api/events?business=${businessId}&per_page=${perPage}`);
