import type { Api } from '../../../lib/api-client.ts';

/** Deletes one's own request: not yet paid (its order is given up), rejected or published. */
export const deleteSocialRequest = (api: Api, id: number) => api.delete(`/api/social-requests/${id}`);
