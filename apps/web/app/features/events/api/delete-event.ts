import type { Api } from '../../../lib/api-client.ts';

/** Deletes one's own event. */
export const deleteEvent = (api: Api, id: number) => api.delete(`/api/events/${id}`);
