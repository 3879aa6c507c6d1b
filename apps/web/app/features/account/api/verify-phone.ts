import type { PhoneCodeBody, User } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Confirms the phone number with the SMS code. */
export const verifyPhone = (api: Api, body: PhoneCodeBody) => api.post<User>('/api/profile/phone/verify', body);
