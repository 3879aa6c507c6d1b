import type { FeedComment, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Top-level comments paged, oldest first, each followed by its replies. */
export const getComments = (api: Api, postId: number, page: number) =>
  api.get<Page<FeedComment>>(`/api/forum/posts/${postId}/comments?page=${page}`);
