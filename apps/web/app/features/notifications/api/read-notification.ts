import type { Api } from '../../../lib/api-client.ts';

export const readNotification = (api: Api, id: number) => api.post<{ id: number; read_at: string }>(`/api/forum/notifications/${id}/read`);
