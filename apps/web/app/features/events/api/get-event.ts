import type { EventView } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** One event (a published one for anyone; the owner's and staff's in any state). */
export const getEvent = (api: Api, id: number) => api.get<EventView>(`/api/events/${id}`);
