import type { CodeSent } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** A code to the account's own phone: the proof of an owner without a password. */
export const sendProofCode = (api: Api) => api.post<CodeSent>('/api/profile/code');
