import {
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PER_PAGE,
  offsetOf,
  pageOf,
  type Notification,
  type NotificationsResponse,
} from '@gazeta/contract';
import { notFound } from '../../lib/http-errors.ts';
import type { NotificationRow, NotificationsRepository } from './notifications-repository.ts';

const ICONS: Record<string, string> = {
  post_approved: 'approved',
  comment_approved: 'approved',
  post_rejected: 'rejected',
  comment_rejected: 'rejected',
  ForumComment: 'comment',
};
const KNOWN = new Set<string>(NOTIFICATION_TYPES);

export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    // Spec §3: a type the client does not know shows as a generic notification.
    icon: KNOWN.has(row.type) ? (ICONS[row.type] ?? 'bell') : 'bell',
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    data: {
      content_preview: row.data.content_preview ?? null,
      post_id: row.data.post_id ?? null,
      post_title: row.data.post_title ?? null,
      rejection_reason: row.data.rejection_reason ?? null,
    },
  };
}

/** The bell: a user's own notifications only; anyone else's id is as unknown as a missing one. */
export function createNotificationsService(deps: { repo: NotificationsRepository; now?: () => Date }) {
  const { repo, now = () => new Date() } = deps;
  return {
    async list(userId: number, page: number): Promise<NotificationsResponse> {
      const { rows, total, unread } = await repo.page(userId, NOTIFICATIONS_PER_PAGE, offsetOf(page, NOTIFICATIONS_PER_PAGE));
      return { data: pageOf(rows.map(notificationView), page, NOTIFICATIONS_PER_PAGE, total), unread };
    },

    async read(userId: number, id: number) {
      const row = await repo.markRead(userId, id, now());
      if (!row) throw notFound('Notification not found.');
      return { id: row.id, read_at: row.readAt.toISOString() };
    },

    async readAll(userId: number) {
      const at = now();
      return { read_at: at.toISOString(), updated: await repo.markAllRead(userId, at) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
