import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  NOTIFICATIONS_PER_PAGE,
  notificationIcon,
  notificationsResponseSchema,
  offsetOf,
  pageOf,
  type Notification,
  type NotificationsResponse,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { NewNotification, NotificationRow, NotificationsRepository } from './repository.ts';

export function notificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    // Spec §3: a type the client does not know shows as a generic notification.
    icon: notificationIcon(row.type),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    data: {
      content_preview: row.data.content_preview ?? null,
      post_id: row.data.post_id ?? null,
      post_title: row.data.post_title ?? null,
      rejection_reason: row.data.rejection_reason ?? null,
      order_id: row.data.order_id ?? null,
      amount_cents: row.data.amount_cents ?? null,
    },
  };
}

/** A page of notifications as it is sent: its JSON and an ETag of it. */
export interface ListedNotifications {
  json: string;
  etag: string;
}

/**
 * The bell: a user's own notifications only; anyone else's id is as unknown as a missing one.
 *
 * Every open page polls this once a minute, and it rarely changes: pages are kept as sent for
 * `cacheTtlMs` (decision 009) and forgotten at once when this process changes a user's
 * notifications (`forget`: a moderator's decision, a new comment, a read); what another instance
 * writes shows within the TTL. A read that started before a change does not store what it read.
 */
export function createNotificationsService(deps: { repo: NotificationsRepository; now?: () => Date; cacheTtlMs?: number }) {
  const { repo, now = () => new Date(), cacheTtlMs = 30_000 } = deps;
  const cache = new LRUCache<number, Map<number, ListedNotifications>>({ max: 10_000, ttl: Math.max(1, cacheTtlMs) });
  let generation = 0;

  function forget(userIds: Iterable<number>): void {
    generation += 1;
    for (const userId of userIds) cache.delete(userId);
  }

  async function list(userId: number, page: number): Promise<NotificationsResponse> {
    const { rows, total, unread } = await repo.page(userId, NOTIFICATIONS_PER_PAGE, offsetOf(page, NOTIFICATIONS_PER_PAGE));
    return { data: pageOf(rows.map(notificationView), page, NOTIFICATIONS_PER_PAGE, total), unread };
  }

  return {
    list,
    forget,

    /**
     * Writes notifications inside the caller's transaction (a moderator's decision and what it
     * tells people commit together); `forget` them once it has committed.
     */
    record: (tx: Db, notes: readonly NewNotification[]): Promise<void> => repo.insert(tx, notes),

    /** `list` serialized, from memory while nothing has changed. */
    async listed(userId: number, page: number): Promise<ListedNotifications> {
      const hit = cacheTtlMs > 0 ? cache.get(userId)?.get(page) : undefined;
      if (hit) return hit;
      const started = generation;
      const json = JSON.stringify(notificationsResponseSchema.parse(await list(userId, page)));
      const listed = { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
      if (cacheTtlMs > 0 && started === generation) {
        const pages = cache.get(userId) ?? new Map<number, ListedNotifications>();
        pages.set(page, listed);
        cache.set(userId, pages);
      }
      return listed;
    },

    async read(userId: number, id: number) {
      forget([userId]);
      const row = await repo.markRead(userId, id, now());
      forget([userId]);
      if (!row) throw notFound('Notification not found.');
      return { id: row.id, read_at: row.readAt.toISOString() };
    },

    async readAll(userId: number) {
      const at = now();
      forget([userId]);
      const updated = await repo.markAllRead(userId, at);
      forget([userId]);
      return { read_at: at.toISOString(), updated };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
