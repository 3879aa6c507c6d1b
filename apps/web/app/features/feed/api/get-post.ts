import type { FeedPost } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const getPost = (api: Api, id: number) => api.get<FeedPost>(`/api/forum/posts/${id}`);
