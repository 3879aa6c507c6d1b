import type { EventWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The event form (multipart: its fields, images[n], keep_images[n]) as a new event, or an edit of `id`. */
export const saveEvent = (api: Api, id: number | null, form: FormData) => (id === null ? api.post<EventWrite>('/api/events', form) : api.patch<EventWrite>(`/api/events/${id}`, form));
