import type { CommentInput, FeedComment } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const createComment = (api: Api, postId: number, input: CommentInput) =>
  api.post<FeedComment>(`/api/forum/posts/${postId}/comments`, input);
