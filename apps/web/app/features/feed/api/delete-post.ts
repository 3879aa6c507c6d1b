import type { Api } from '../../../lib/api-client.ts';

export const deletePost = (api: Api, id: number) => api.delete(`/api/forum/posts/${id}`);
