import type { MyEventsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's own events, in every state. */
export const getMyEvents = (api: Api) => api.get<MyEventsResponse>('/api/me/events');
