import type { Api } from '../../../lib/api-client.ts';

/** Confirms an e-mail address from the e-mailed link (422 `error-verification-failed`). */
export const verifyEmail = (api: Api, token: string) => api.post<{ ok: true }>('/api/auth/email/verify', { token });
