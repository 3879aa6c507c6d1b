import type { DeskCategoriesResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Every category in menu order, with its articles and earlier addresses (editors). */
export const getDeskCategories = (api: Api) => api.get<DeskCategoriesResponse>('/api/newsroom/categories');
