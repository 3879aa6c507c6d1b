import type { SandboxSession } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The sandbox provider's checkout (test mode): the order it charges and whether it is open. */
export const getSandboxCheckout = (api: Api, session: string) => api.get<SandboxSession>(`/api/payments/sandbox/${encodeURIComponent(session)}`);
