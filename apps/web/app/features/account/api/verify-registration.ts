import type { PhoneCodeBody, SignedIn } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Sign-up, step two: the SMS code activates the account and signs in. */
export const verifyRegistration = (api: Api, body: PhoneCodeBody) => api.post<SignedIn>('/api/auth/register/verify', body);
