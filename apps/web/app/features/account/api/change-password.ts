import type { ChangePasswordBody, SignedIn } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Changes the password; other sessions end and this browser gets a fresh one. */
export const changePassword = (api: Api, body: ChangePasswordBody) => api.post<SignedIn>('/api/profile/password', body);
