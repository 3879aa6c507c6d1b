import type { PasswordLoginBody, SignedIn } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Signs in with a phone number or e-mail and a password. */
export const loginWithPassword = (api: Api, body: PasswordLoginBody) => api.post<SignedIn>('/api/auth/login', body);
