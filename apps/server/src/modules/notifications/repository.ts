import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt'>;

export function createNotificationsRepository(db: Db) {
  return {
    /** Inserts in the given transaction (or the database itself). */
    async insert(tx: Db, rows: readonly NewNotification[]): Promise<void> {
      if (rows.length > 0) await tx.insert(notifications).values([...rows]);
    },

    /**
     * One page of a user's notifications, newest first, with their total and unread counts: one
     * statement, because the bell polls it every minute on every open page.
     */
    async page(userId: number, limit: number, offset: number): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
      const mine = eq(notifications.userId, userId);
      const counts = db.$with('counts').as(
        db
          .select({ total: count().as('total'), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number).as('unread') })
          .from(notifications)
          .where(mine),
      );
      const page = db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset).as('page');
      const rows = await db
        .with(counts)
        .select({ total: counts.total, unread: counts.unread, id: page.id, userId: page.userId, type: page.type, data: page.data, readAt: page.readAt, createdAt: page.createdAt })
        .from(counts)
        .leftJoin(page, sql`true`);
      return {
        // With no notifications on the page, the one row carries only the counts.
        rows: rows.flatMap(({ total: _t, unread: _u, id, userId, type, data, readAt, createdAt }) =>
          id !== null && userId !== null && type !== null && data !== null && createdAt !== null ? [{ id, userId, type, data, readAt, createdAt }] : [],
        ),
        total: rows[0]?.total ?? 0,
        unread: rows[0]?.unread ?? 0,
      };
    },

    /** Marks one of the user's notifications read, keeping the first time it was read. */
    async markRead(userId: number, id: number, at: Date): Promise<{ id: number; readAt: Date } | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id, readAt: notifications.readAt });
      return row?.readAt ? { id: row.id, readAt: row.readAt } : undefined;
    },

    async markAllRead(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
