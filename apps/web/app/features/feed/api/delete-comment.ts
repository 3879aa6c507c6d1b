import type { Api } from '../../../lib/api-client.ts';

export const deleteComment = (api: Api, id: number) => api.delete(`/api/forum/comments/${id}`);
