import type { Api } from '../../../lib/api-client.ts';

/** Deletes the account as /user-delete-info explains; the session ends. */
export const deleteAccount = (api: Api, body: { confirmation: string; sure: true }) => api.post<{ ok: true }>('/api/profile/delete', body);
