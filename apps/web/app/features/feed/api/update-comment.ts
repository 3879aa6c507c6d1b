import type { ForumComment } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const updateComment = (api: Api, id: number, text: string) => api.patch<ForumComment>(`/api/forum/comments/${id}`, { text });
