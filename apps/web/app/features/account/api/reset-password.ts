import type { SignedIn } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** A new password from the e-mailed link (422 `error-link-invalid`); signs in. */
export const resetPassword = (api: Api, body: { token: string; password: string; password_confirmation: string }) =>
  api.post<SignedIn>('/api/auth/password/reset', body);
