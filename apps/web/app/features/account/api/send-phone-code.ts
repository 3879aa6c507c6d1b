import type { CodeSent, PhoneChangeBody } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/**
 * Sends a code to confirm a new (or the current) phone number; a new one carries the owner's
 * proof. 409 when another account has it.
 */
export const sendPhoneCode = (api: Api, body: PhoneChangeBody) => api.post<CodeSent>('/api/profile/phone', body);
