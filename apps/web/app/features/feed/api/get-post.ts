import type { ForumPost } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const getPost = (api: Api, id: number) => api.get<ForumPost>(`/api/forum/posts/${id}`);
