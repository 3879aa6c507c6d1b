import type { NotificationsResponse } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** Spec §7: the list in data.data, with the unread count beside it. */
export const getNotifications = (api: ReadApi, page = 1) => api.get<NotificationsResponse>(`/api/forum/notifications?page=${page}`);
