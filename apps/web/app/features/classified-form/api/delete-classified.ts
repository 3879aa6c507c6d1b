import type { Api } from '../../../lib/api-client.ts';

export const deleteClassified = (api: Api, id: number) => api.delete(`/api/classifieds/${id}`);
