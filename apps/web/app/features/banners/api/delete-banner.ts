import type { Api } from '../../../lib/api-client.ts';

/** Deletes one's own banner (not while it is paid and waits for review, or runs). */
export const deleteBanner = (api: Api, id: number) => api.delete(`/api/banners/${id}`);
