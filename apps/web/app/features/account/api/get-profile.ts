import type { User } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The signed-in user; 401 without a session or with one out of date. */
export const getProfile = (api: Api) => api.get<User>('/api/profile');
