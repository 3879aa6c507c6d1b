import type { CommentInput, ForumComment } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const createComment = (api: Api, postId: number, input: CommentInput) =>
  api.post<ForumComment>(`/api/forum/posts/${postId}/comments`, input);
