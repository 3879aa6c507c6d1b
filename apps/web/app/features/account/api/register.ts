import type { CodeSent, RegisterBody } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Sign-up, step one: the account waits for the code sent to the phone. */
export const register = (api: Api, body: RegisterBody) => api.post<CodeSent>('/api/auth/register', body);
