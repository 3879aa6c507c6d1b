import type { CategoryChange, CategoryCreate, DeskCategory } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** A new category, or a change of one (names, address). */
export const createCategory = (api: Api, input: CategoryCreate) => api.post<DeskCategory>('/api/newsroom/categories', input);
export const changeCategory = (api: Api, id: number, input: CategoryChange) => api.patch<DeskCategory>(`/api/newsroom/categories/${id}`, input);
