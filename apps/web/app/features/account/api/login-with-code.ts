import type { PhoneCodeBody, SignedIn } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Signs in with the SMS code; the session cookie comes with the answer. */
export const loginWithCode = (api: Api, body: PhoneCodeBody) => api.post<SignedIn>('/api/auth/login/sms', body);
