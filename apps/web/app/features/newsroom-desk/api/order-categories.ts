import type { DeskCategoriesResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The header menu's order: every category id once. */
export const orderCategories = (api: Api, ids: readonly number[]) => api.put<DeskCategoriesResponse>('/api/newsroom/categories/order', { ids });
