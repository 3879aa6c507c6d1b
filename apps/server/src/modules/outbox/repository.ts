import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, or, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = Pick<typeof outboxMessages.$inferInsert, 'key' | 'userId' | 'channel' | 'kind' | 'content' | 'createdAt'>;

export function createOutboxRepository(db: Db) {
  const find = async (id: number): Promise<OutboxRow | undefined> => (await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0];
  return {
    /** Writes messages in the caller's transaction; a key already there is kept as it is. The new rows' ids. */
    async insert(tx: Db, rows: readonly NewOutboxRow[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const written = await tx
        .insert(outboxMessages)
        .values(rows.map((row) => ({ ...row, nextAttemptAt: row.createdAt })))
        .onConflictDoNothing({ target: outboxMessages.key })
        .returning({ id: outboxMessages.id });
      return written.map((row) => row.id);
    },

    /**
     * Takes messages to deliver until `until`, counting the attempt: only those not delivered, not
     * failed, due, and not held by another delivery (a claim that has not run out). Rows another
     * transaction is taking are skipped, so two deliveries never take the same message.
     */
    async claim(opts: { ids?: readonly number[]; at: Date; until: Date; limit: number }): Promise<OutboxRow[]> {
      const conditions: SQL[] = [
        isNull(outboxMessages.deliveredAt),
        isNull(outboxMessages.failedAt),
        lte(outboxMessages.nextAttemptAt, opts.at),
        or(isNull(outboxMessages.claimedUntil), lt(outboxMessages.claimedUntil, opts.at))!,
      ];
      if (opts.ids) conditions.push(inArray(outboxMessages.id, [...opts.ids]));
      return db.transaction(async (tx) => {
        const due = await tx
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(and(...conditions))
          .orderBy(asc(outboxMessages.id))
          .limit(opts.limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(outboxMessages)
          .set({ claimedUntil: opts.until, attempts: sql`${outboxMessages.attempts} + 1` })
          .where(inArray(outboxMessages.id, due.map((row) => row.id)))
          .returning();
      });
    },

    async delivered(id: number, outcome: 'sent' | 'skipped', at: Date): Promise<void> {
      await db.update(outboxMessages).set({ deliveredAt: at, outcome, claimedUntil: null, lastError: null }).where(eq(outboxMessages.id, id));
    },

    /** A failed attempt: tried again at `retryAt`, or, with none, failed for good. */
    async attemptFailed(id: number, error: string, at: Date, retryAt: Date | null): Promise<void> {
      await db
        .update(outboxMessages)
        .set({ claimedUntil: null, lastError: error, ...(retryAt ? { nextAttemptAt: retryAt } : { failedAt: at }) })
        .where(eq(outboxMessages.id, id));
    },

    /**
     * How many wait (not yet delivered nor failed) and how many failed for good; the latest
     * failures, and the waiting messages whose last attempt failed (soonest tried again first).
     */
    async record(limit: number): Promise<{ waiting: number; failed: number; failures: OutboxRow[]; retrying: OutboxRow[] }> {
      const [counts] = await db
        .select({
          waiting: sql<number>`count(*) filter (where ${outboxMessages.deliveredAt} is null and ${outboxMessages.failedAt} is null)`.mapWith(Number),
          failed: count(outboxMessages.failedAt),
        })
        .from(outboxMessages);
      const [failures, retrying] = await Promise.all([
        db.select().from(outboxMessages).where(isNotNull(outboxMessages.failedAt)).orderBy(desc(outboxMessages.failedAt), desc(outboxMessages.id)).limit(limit),
        db
          .select()
          .from(outboxMessages)
          .where(and(isNull(outboxMessages.deliveredAt), isNull(outboxMessages.failedAt), isNotNull(outboxMessages.lastError)))
          .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
          .limit(limit),
      ]);
      return { waiting: counts?.waiting ?? 0, failed: counts?.failed ?? 0, failures, retrying };
    },

    /** The admin's "retry now" runs in one transaction with its audit row. */
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /**
     * An admin's "retry now", in the caller's transaction: a message not delivered is due at `at`
     * again, a failed one no longer failed (it gets one more attempt). Undefined when there is no
     * such message; `due: false` when it was delivered already. The row as it was before.
     */
    async makeDue(tx: Db, id: number, at: Date): Promise<{ before: OutboxRow; due: boolean } | undefined> {
      const [before] = await tx.select().from(outboxMessages).where(eq(outboxMessages.id, id)).for('update');
      if (!before) return undefined;
      if (before.deliveredAt) return { before, due: false };
      await tx.update(outboxMessages).set({ failedAt: null, nextAttemptAt: at }).where(eq(outboxMessages.id, id));
      return { before, due: true };
    },

    find,

    /** Drops what was delivered, or failed for good, before `before`. */
    async prune(before: Date): Promise<number> {
      const gone = await db
        .delete(outboxMessages)
        .where(or(lt(outboxMessages.deliveredAt, before), lt(outboxMessages.failedAt, before)))
        .returning({ id: outboxMessages.id });
      return gone.length;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
