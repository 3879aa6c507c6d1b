import { and, asc, desc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { printSubscriptions } from '../../db/schema/index.ts';

export type SubscriptionRow = typeof printSubscriptions.$inferSelect;
export type NewSubscription = Omit<typeof printSubscriptions.$inferInsert, 'id'>;
export type SubscriptionPatch = Partial<NewSubscription>;

/** The same delivery: a renewal follows the term of the same name and address. */
const sameDelivery = (row: Pick<SubscriptionRow, 'userId' | 'address' | 'zip'>) =>
  and(eq(printSubscriptions.userId, row.userId), eq(printSubscriptions.address, row.address), eq(printSubscriptions.zip, row.zip));

export function createSubscriptionsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A subscription and the order to pay it, in one transaction (none is left without its order). */
    insert(row: NewSubscription, openOrder: (tx: Db, id: number) => Promise<number>): Promise<{ id: number; orderId: number }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(printSubscriptions).values(row).returning({ id: printSubscriptions.id });
        const id = inserted!.id;
        const orderId = await openOrder(tx, id);
        await tx.update(printSubscriptions).set({ orderId }).where(eq(printSubscriptions.id, id));
        return { id, orderId };
      });
    },

    async byId(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(printSubscriptions).where(eq(printSubscriptions.id, id));
      return row;
    },

    async lock(tx: Db, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(printSubscriptions).where(eq(printSubscriptions.id, id)).for('update');
      return row;
    },

    async update(id: number, patch: SubscriptionPatch, tx: Db = db): Promise<void> {
      await tx.update(printSubscriptions).set(patch).where(eq(printSubscriptions.id, id));
    },

    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(printSubscriptions).where(eq(printSubscriptions.id, id));
    },

    ownedBy(userId: number): Promise<SubscriptionRow[]> {
      return db.select().from(printSubscriptions).where(eq(printSubscriptions.userId, userId)).orderBy(desc(printSubscriptions.id));
    },

    /** The last day the same delivery is paid for, if any (other than `exceptId`). */
    async paidUntil(tx: Db, row: Pick<SubscriptionRow, 'id' | 'userId' | 'address' | 'zip'>): Promise<string | null> {
      const [found] = await tx
        .select({ last: sql<string | null>`max(${printSubscriptions.endsOn})::text` })
        .from(printSubscriptions)
        .where(and(sameDelivery(row), eq(printSubscriptions.status, 'paid'), ne(printSubscriptions.id, row.id)));
      return found?.last ?? null;
    },

    /** Paid terms whose last day falls in [from, to], not reminded yet. */
    endingBetween(from: string, to: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(printSubscriptions)
        .where(and(eq(printSubscriptions.status, 'paid'), gte(printSubscriptions.endsOn, from), lte(printSubscriptions.endsOn, to), isNull(printSubscriptions.remindedAt)))
        .orderBy(asc(printSubscriptions.id));
    },

    /** Marks a reminder sent; false when another process sent it first. */
    async markReminded(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const changed = await tx
        .update(printSubscriptions)
        .set({ remindedAt: at })
        .where(and(eq(printSubscriptions.id, id), isNull(printSubscriptions.remindedAt)))
        .returning({ id: printSubscriptions.id });
      return changed.length > 0;
    },

    /** Who is mailed the issue of `day`: paid terms that hold it, by ZIP code (the post office's order). */
    deliveredOn(day: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(printSubscriptions)
        .where(and(eq(printSubscriptions.status, 'paid'), lte(printSubscriptions.startsOn, day), gte(printSubscriptions.endsOn, day)))
        .orderBy(asc(printSubscriptions.zip), asc(printSubscriptions.lastName), asc(printSubscriptions.id));
    },

  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
