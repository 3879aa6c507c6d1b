import type { Api } from '../../../lib/api-client.ts';

/** E-mails a link to set a new password; answers the same whether the address is known or not. */
export const forgotPassword = (api: Api, email: string) => api.post<{ ok: true }>('/api/auth/password/forgot', { email });
