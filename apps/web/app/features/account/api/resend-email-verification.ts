import type { Api } from '../../../lib/api-client.ts';

/** Sends the e-mail confirmation link again to the signed-in user. */
export const resendEmailVerification = (api: Api) => api.post<{ ok: true }>('/api/auth/email/resend');
