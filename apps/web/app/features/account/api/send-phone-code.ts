import type { CodeSent } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Sends a code to confirm a new (or the current) phone number; 409 when another account has it. */
export const sendPhoneCode = (api: Api, phone: string) => api.post<CodeSent>('/api/profile/phone', { phone });
