import type { FeedComment } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const updateComment = (api: Api, id: number, text: string) => api.patch<FeedComment>(`/api/forum/comments/${id}`, { text });
