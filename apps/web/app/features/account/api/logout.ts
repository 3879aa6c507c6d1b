import type { Api } from '../../../lib/api-client.ts';

/** Ends this session; the API clears the cookie. */
export const logout = (api: Api) => api.post<{ ok: true }>('/api/auth/logout');
