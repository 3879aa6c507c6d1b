import type { DeskAd } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The ad's form (multipart: url, alt_ru, alt_en, starts_on, ends_on, position, active, image) as a new ad, or a change of `id` (the picture optional). */
export const saveAd = (api: Api, id: number | null, form: FormData) => (id === null ? api.post<DeskAd>('/api/newsroom/ads', form) : api.patch<DeskAd>(`/api/newsroom/ads/${id}`, form));
export const removeAd = (api: Api, id: number) => api.delete(`/api/newsroom/ads/${id}`);
