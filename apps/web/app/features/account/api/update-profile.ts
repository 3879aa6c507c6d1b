import type { UpdateProfileBody, User } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Names and e-mail; a changed e-mail becomes unverified and gets a confirmation link. */
export const updateProfile = (api: Api, body: UpdateProfileBody) => api.patch<User>('/api/profile', body);
