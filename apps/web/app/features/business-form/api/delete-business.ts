import type { Api } from '../../../lib/api-client.ts';

export const deleteBusiness = (api: Api, id: number) => api.delete(`/api/businesses/${id}`);
