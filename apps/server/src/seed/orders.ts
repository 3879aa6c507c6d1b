import { createHash } from 'node:crypto';
import { CURRENCY, orderTotal, type OrderEventKind, type OrderStatus } from '@gazeta/contract';
import type { Db } from '../db/client.ts';
import { orderEvents, orderLines, orders } from '../db/schema/index.ts';

/** A line of a demo order, as a feature would make it (its subject is the feature's). */
export interface SeedOrderLine {
  subjectKind: string;
  subjectId: string;
  descriptionKey: string;
  descriptionParams?: Record<string, string | number>;
  quantity: number;
  unitCents: number;
}

export interface SeedOrder {
  userId: number;
  /** The state to leave it in, with the history that leads there. */
  status: OrderStatus;
  lines: readonly SeedOrderLine[];
  /** When it was made; each later step is an hour after the one before. */
  at: Date;
}

const HOUR = 3600_000;

/**
 * A demo order in any state, written as rows with a history that leads to that state, as if
 * paid through the sandbox (no balance used, refunds to the card): the demo content of the paid
 * features (classifieds, banners…) makes its owners' orders with this. It moves no balance and
 * calls no subject hooks: the feature's seed puts its own subject in the matching state.
 * Returns the order's id.
 */
export async function seedOrder(db: Db, input: SeedOrder): Promise<number> {
  const totalCents = orderTotal(input.lines);
  // Ids as the sandbox makes them, the same for the same demo order on every run.
  const seed = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  const hex = (n: number) => seed.slice(n * 12, n * 12 + 12);
  const step = (n: number) => new Date(input.at.getTime() + n * HOUR);
  const sessionId = `sbx_seed_${hex(0)}`;
  const reachedPayment = input.status === 'paid' || input.status === 'partially_refunded' || input.status === 'refunded';
  const refundedCents = input.status === 'refunded' ? totalCents : input.status === 'partially_refunded' ? Math.max(1, Math.floor(totalCents / 2)) : 0;
  const checkedOut = input.status !== 'awaiting_payment' && input.status !== 'cancelled';

  const [row] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      status: input.status,
      currency: CURRENCY,
      totalCents,
      paidCents: reachedPayment ? totalCents : 0,
      refundedCents,
      refundedToProviderCents: refundedCents,
      provider: checkedOut ? 'sandbox' : null,
      providerSessionId: checkedOut ? sessionId : null,
      providerAmountCents: checkedOut ? totalCents : null,
      providerPaymentId: reachedPayment ? `sbx_pay_${hex(1)}` : null,
      createdAt: step(0),
      updatedAt: step(3),
      paidAt: reachedPayment ? step(1) : null,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await db.insert(orderLines).values(
    input.lines.map((line, position) => ({
      orderId,
      position,
      subjectKind: line.subjectKind,
      subjectId: line.subjectId,
      descriptionKey: line.descriptionKey,
      descriptionParams: line.descriptionParams ?? {},
      quantity: line.quantity,
      unitCents: line.unitCents,
      amountCents: line.quantity * line.unitCents,
    })),
  );

  type Step = { kind: OrderEventKind; from: OrderStatus | null; to: OrderStatus; actor: 'user' | 'provider' | 'staff' | 'system'; amountCents?: number; reason?: string };
  const history: Step[] = [{ kind: 'created', from: null, to: 'awaiting_payment', actor: 'user', amountCents: totalCents }];
  if (checkedOut) history.push({ kind: 'checkout', from: 'awaiting_payment', to: 'awaiting_payment', actor: 'user', amountCents: totalCents });
  if (input.status === 'failed') history.push({ kind: 'failed', from: 'awaiting_payment', to: 'failed', actor: 'provider' });
  if (input.status === 'cancelled') history.push({ kind: 'cancelled', from: 'awaiting_payment', to: 'cancelled', actor: 'system' });
  if (reachedPayment) history.push({ kind: 'paid', from: 'awaiting_payment', to: 'paid', actor: 'provider', amountCents: totalCents });
  if (refundedCents > 0) history.push({ kind: 'refunded', from: 'paid', to: input.status, actor: 'staff', amountCents: refundedCents, reason: 'Demo refund' });
  await db.insert(orderEvents).values(
    history.map((entry, n) => ({
      orderId,
      kind: entry.kind,
      fromStatus: entry.from,
      toStatus: entry.to,
      actor: entry.actor,
      actorUserId: entry.actor === 'user' ? input.userId : null,
      amountCents: entry.amountCents ?? null,
      reason: entry.reason ?? null,
      providerEventId: entry.actor === 'provider' ? `sbx_evt_${hex(2)}_${n}` : null,
      createdAt: step(n),
    })),
  );
  return orderId;
}
