import type { Api } from '../../../lib/api-client.ts';

export const toggleCommentLike = (api: Api, id: number) => api.post<{ liked: boolean; likes: number }>(`/api/forum/comments/${id}/like`);
