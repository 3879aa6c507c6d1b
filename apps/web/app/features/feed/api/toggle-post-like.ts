import type { Api } from '../../../lib/api-client.ts';

export const togglePostLike = (api: Api, id: number) => api.post<{ liked: boolean; likes: number }>(`/api/forum/posts/${id}/like`);
