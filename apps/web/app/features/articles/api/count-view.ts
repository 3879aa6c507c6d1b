import type { Api } from '../../../lib/api-client.ts';

export const countView = (api: Api, id: number) => api.post<{ counted: boolean; views: number }>(`/api/articles/${id}/view`);
