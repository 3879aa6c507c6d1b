import type { Api } from '../../../lib/api-client.ts';

/** Deletes one's own display ad: not yet paid, rejected, or with every issue out (else 409 error-display-locked). */
export const deleteDisplayAd = (api: Api, id: number) => api.delete(`/api/display-ads/${id}`);
