import type { DeleteAccountBody } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Deletes the account as /user-delete-info explains, with the owner's proof; the session ends. */
export const deleteAccount = (api: Api, body: DeleteAccountBody) => api.post<{ ok: true }>('/api/profile/delete', body);
