import type { Api } from '../../../lib/api-client.ts';

export const readAllNotifications = (api: Api) => api.post<{ read_at: string; updated: number }>('/api/forum/notifications/read-all');
