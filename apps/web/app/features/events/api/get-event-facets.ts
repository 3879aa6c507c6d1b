import type { EventFacetsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The categories and cities of the upcoming events, with their counts (the catalogue's filters). */
export const getEventFacets = (api: Api) => api.get<EventFacetsResponse>('/api/events/facets');
