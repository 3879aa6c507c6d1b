import type { EventMonthResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';
import type { EventsPageQuery } from '../events-query.ts';

/** The month view of the catalogue: each day of the month's grid with its events. */
export const getEventMonth = (api: Api, query: Pick<EventsPageQuery, 'month' | 'category' | 'city'>) => {
  const params = new URLSearchParams();
  if (query.month) params.set('month', query.month);
  if (query.category) params.set('category', query.category);
  if (query.city) params.set('city', query.city);
  return api.get<EventMonthResponse>(`/api/events/month${params.size > 0 ? `?${params}` : ''}`);
};
