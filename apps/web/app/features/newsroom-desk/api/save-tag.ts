import type { DeskTag, TagChange, TagCreate, TagMergeResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const createTag = (api: Api, input: TagCreate) => api.post<DeskTag>('/api/newsroom/tags', input);
export const changeTag = (api: Api, id: number, input: TagChange) => api.patch<DeskTag>(`/api/newsroom/tags/${id}`, input);
export const removeTag = (api: Api, id: number) => api.delete(`/api/newsroom/tags/${id}`);
export const mergeTag = (api: Api, id: number, into: number) => api.post<TagMergeResponse>(`/api/newsroom/tags/${id}/merge`, { into });
