import type { UpdateProfileBody, User } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Names and e-mail; a new e-mail needs the owner's proof and takes effect when its link is followed. */
export const updateProfile = (api: Api, body: UpdateProfileBody) => api.patch<User>('/api/profile', body);
