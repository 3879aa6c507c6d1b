import type { CodeSent } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Sends a sign-in code by SMS; 404 `notification-user-not-found` for an unknown number. */
export const sendLoginCode = (api: Api, phone: string) => api.post<CodeSent>('/api/auth/sms/send', { phone });
