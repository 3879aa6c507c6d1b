import type { Api } from '../../../lib/api-client.ts';

export const toggleLike = (api: Api, id: number) => api.post<{ liked: boolean; likes: number }>(`/api/articles/${id}/like`);
