import type { CategoryMergeResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Removes a category no article is in. */
export const removeCategory = (api: Api, id: number) => api.delete(`/api/newsroom/categories/${id}`);
/** Moves its articles into another and removes it. */
export const mergeCategory = (api: Api, id: number, into: number) => api.post<CategoryMergeResponse>(`/api/newsroom/categories/${id}/merge`, { into });
