import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { balanceEntries, orderEvents, orderLines, orders, paymentWebhookEvents } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>;
export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id'>;
export type NewBalanceEntry = Omit<typeof balanceEntries.$inferInsert, 'id'>;
export type OrderPatch = Partial<Omit<NewOrder, 'userId' | 'createdAt'>>;

/** The SQL of orders, their lines and history, the webhook log and the balance ledger. */
export function createOrdersRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },

    /** A new order with its lines and its first history entry, in `tx`. */
    async insertOrder(tx: Db, order: NewOrder, lines: readonly NewOrderLine[], event: Omit<NewOrderEvent, 'orderId'>): Promise<number> {
      const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
      const id = row!.id;
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: id })));
      await tx.insert(orderEvents).values({ ...event, orderId: id });
      return id;
    },

    async orderById(id: number, tx: Db = db): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    /** The order, locked until `tx` ends: every change of an order is made under this lock. */
    async lockOrder(tx: Db, id: number): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /** The order a provider payment paid, locked like `lockOrder` (a provider's refund names the payment). */
    async lockOrderByPayment(tx: Db, paymentId: string): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.providerPaymentId, paymentId)).orderBy(asc(orders.id)).limit(1).for('update');
      return row;
    },

    async updateOrder(tx: Db, id: number, patch: OrderPatch): Promise<OrderRow> {
      const [row] = await tx.update(orders).set(patch).where(eq(orders.id, id)).returning();
      return row!;
    },

    async insertEvents(tx: Db, events: readonly NewOrderEvent[]): Promise<void> {
      if (events.length > 0) await tx.insert(orderEvents).values([...events]);
    },

    async linesOf(orderIds: readonly number[], tx: Db = db): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return [];
      return tx.select().from(orderLines).where(inArray(orderLines.orderId, [...orderIds])).orderBy(asc(orderLines.orderId), asc(orderLines.position));
    },

    /** The settled orders with a line for any of these subjects, each with the subject it is for. */
    async settledOrdersOfSubjects(kind: string, subjectIds: readonly string[]): Promise<(OrderRow & { subjectId: string })[]> {
      if (subjectIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ order: orders, subjectId: orderLines.subjectId })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(eq(orderLines.subjectKind, kind), inArray(orderLines.subjectId, [...subjectIds]), inArray(orders.status, ['paid', 'partially_refunded'])));
      return rows.map((row) => ({ ...row.order, subjectId: row.subjectId }));
    },

    async eventsOf(orderId: number): Promise<OrderEventRow[]> {
      return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
    },

    /** One page of a user's orders, newest first, and how many they have. */
    async pageOf(userId: number, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
      const mine = eq(orders.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db.select().from(orders).where(mine).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(orders).where(mine),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /**
     * Notes that a provider event arrived; false when it had already (the unique key): a second
     * delivery waits here for the first one's transaction and then does nothing.
     */
    async recordWebhook(tx: Db, event: { provider: string; eventId: string; type: string; orderId: number | null; receivedAt: Date }): Promise<boolean> {
      const rows = await tx
        .insert(paymentWebhookEvents)
        .values({ ...event, outcome: 'pending' })
        .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
        .returning({ id: paymentWebhookEvents.id });
      return rows.length > 0;
    },

    async webhookOutcome(tx: Db, provider: string, eventId: string, outcome: string, orderId: number | null): Promise<void> {
      await tx
        .update(paymentWebhookEvents)
        .set({ outcome, orderId })
        .where(and(eq(paymentWebhookEvents.provider, provider), eq(paymentWebhookEvents.eventId, eventId)));
    },

    async insertBalanceEntry(tx: Db, entry: NewBalanceEntry): Promise<void> {
      await tx.insert(balanceEntries).values(entry);
    },

    /** A user's ledger, oldest first (tests and audits). */
    async balanceEntriesOf(userId: number) {
      return db.select().from(balanceEntries).where(eq(balanceEntries.userId, userId)).orderBy(asc(balanceEntries.id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
