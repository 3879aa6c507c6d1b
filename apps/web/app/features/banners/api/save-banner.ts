import type { BannerWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The banner form (multipart: title, url, starts_on, weeks, agree, picture) as a new banner, or an edit of `id` (the picture optional). */
export const saveBanner = (api: Api, id: number | null, form: FormData) => (id === null ? api.post<BannerWrite>('/api/banners', form) : api.patch<BannerWrite>(`/api/banners/${id}`, form));
