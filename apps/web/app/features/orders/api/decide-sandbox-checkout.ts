import type { SandboxDecision } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The payer's Pay or Decline on the sandbox's checkout: where the provider sends them back. */
export const decideSandboxCheckout = (api: Api, session: string, decision: 'pay' | 'decline') =>
  api.post<SandboxDecision>(`/api/payments/sandbox/${encodeURIComponent(session)}/${decision}`);
