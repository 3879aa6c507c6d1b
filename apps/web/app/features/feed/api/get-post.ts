import type { FeedPost } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

export const getPost = (api: ReadApi, id: number) => api.get<FeedPost>(`/api/forum/posts/${id}`);
