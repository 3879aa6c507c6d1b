import type { AuthState } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** GET /api/auth/isAuth (spec §7): who is signed in. */
export const getAuthState = (api: Api) => api.get<AuthState>('/api/auth/isAuth');
