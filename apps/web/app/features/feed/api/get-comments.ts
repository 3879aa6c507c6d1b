import type { ForumComment, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Top-level comments paged, oldest first, each followed by its replies. */
export const getComments = (api: Api, postId: number, page: number) =>
  api.get<Page<ForumComment>>(`/api/forum/posts/${postId}/comments?page=${page}`);
