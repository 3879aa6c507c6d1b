import { z } from 'zod';
import {
  applyBalance,
  CURRENCY,
  handlesMoney,
  isCleanText,
  isPayable,
  isSettled,
  ORDER_LINE_QUANTITY_MAX,
  ORDER_LINES_MAX,
  ORDER_MESSAGES,
  ORDER_TOTAL_MAX_CENTS,
  ORDERS_PER_PAGE,
  orderTotal,
  paymentEffect,
  planRefund,
  providerRefundEffect,
  refundableCents,
  refundStatus,
  settlePayment,
  type Balance,
  type BalanceReason,
  type CheckoutResponse,
  type Locale,
  type Order,
  type OrderActor,
  type OrderLine,
  type OrderMessageCode,
  type OrderReasonKey,
  type OrdersResponse,
  type OrderStatus,
  type OrderSummary,
  type RefundTarget,
  type SandboxDecision,
  type SandboxSession,
} from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import {
  isSandbox,
  PaymentProviderError,
  sandboxSessionOrder,
  WebhookSignatureError,
  type CheckoutLine,
  type PaymentEvent,
  type PaymentProvider,
} from '../../providers/payments.ts';
import type { MessageQueue, MessageValue } from '../outbox/index.ts';
import type { Viewer } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { NewOrderEvent, OrderEventRow, OrderLineRow, OrderRow, OrdersRepository } from './repository.ts';
import { createSubjectRegistry, type SubjectHooks, type SubjectLine, type SubjectOrder } from './subjects.ts';

const orderError = (status: number, code: OrderMessageCode) => new HttpError(status, code, ORDER_MESSAGES[code]);
const orderNotFound = () => notFound('Order not found.');
export const moneyStaffOnly = () => orderError(403, 'error-money-staff-only');

/** The balance as the accounts module moves it, in this domain's transactions (decision 020). */
export interface BalanceAccess {
  /** The balance, locked until `tx` ends; undefined when no such user (or the account is deleted). */
  lock(tx: Db, userId: number): Promise<number | undefined>;
  /** The new balance, or undefined when no such user or it would fall below zero. */
  adjust(tx: Db, userId: number, delta: number): Promise<number | undefined>;
  /** After a commit that moved a balance: cached sessions show the new one. */
  forget(): void;
}

/** A line as a paid feature asks for it: amounts from the contract's price functions, never from a browser. */
const lineInputSchema = z.object({
  subjectKind: z.string(),
  subjectId: z.string().min(1).max(100),
  /** A key of the `orders` translations (lines.…), so each payer reads the line in their own language. */
  descriptionKey: z.string().regex(/^lines\.[a-zA-Z0-9_.-]{1,100}$/),
  descriptionParams: z.record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/), z.union([z.string().max(300).refine((text) => isCleanText(text)), z.number().finite()])).default({}),
  quantity: z.number().int().min(1).max(ORDER_LINE_QUANTITY_MAX),
  unitCents: z.number().int().min(0).max(ORDER_TOTAL_MAX_CENTS),
});
export type NewLineInput = z.input<typeof lineInputSchema>;

/** Who makes a change, as the history records it. */
type Actor = { actor: OrderActor; actorUserId: number | null };
const PROVIDER: Actor = { actor: 'provider', actorUserId: null };
const SYSTEM: Actor = { actor: 'system', actorUserId: null };
const asUser = (viewer: Viewer): Actor => ({ actor: 'user', actorUserId: viewer.id });
const asStaff = (viewer: Viewer): Actor => ({ actor: 'staff', actorUserId: viewer.id });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export interface OrdersDeps {
  repo: OrdersRepository;
  /** Staff's refunds and credits are audited in their transactions (issue #27). */
  audit: Pick<AuditService, 'record'>;
  provider: PaymentProvider;
  balance: BalanceAccess;
  /** The payer hears of a payment and of a refund in the bell (written in the change's transaction) … */
  notifications: Pick<NotificationsService, 'record' | 'forget'>;
  /** … and by e-mail through the outbox, in their language, after the commit (to a confirmed address only). */
  outbox: MessageQueue;
  /** The public origin: where the provider sends the payer back. */
  publicUrl: string;
  /** The rate table's version the feature's quote was just made at (decision 048), recorded on each new order. */
  rateVersion?: () => number | null;
  now?: () => Date;
  log?: (message: string, error: unknown) => void;
}

/** A payment or a refund the payer is told of, once its transaction has committed. */
interface Notice {
  type: 'order_paid' | 'order_refunded';
  orderId: number;
  userId: number;
  amountCents: number;
  /** A refund's way back: the card (through the provider) or the balance. */
  to: RefundTarget | null;
  reason: string | null;
  reasonKey: OrderReasonKey | null;
}

/**
 * What one transaction of an order did beyond its rows: balances that moved (cached sessions
 * must forget them) and what the payer is to be told. Gathered inside, acted on after the commit,
 * so a transaction that rolls back (a webhook answered 500 and sent again) tells nobody anything.
 */
interface Effects {
  balanceMoved: boolean;
  notices: Notice[];
  /** The outbox's messages the transaction wrote, delivered after its commit. */
  messages: number[];
}
const noEffects = (): Effects => ({ balanceMoved: false, notices: [], messages: [] });

/** A line's description parameters as a message's values (what is neither text nor number is left out). */
const stringValues = (params: Record<string, unknown>): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));

/**
 * Orders and payments (decision 020): every paid feature makes orders of lines for subjects of
 * its registered kind; the owner checks an order out (the balance pays first, the provider the
 * rest); only the provider's verified webhook marks it paid, once, whatever order its events
 * come in; staff refund it and grant balance credit. Every change is a row of its history, and
 * every balance move a ledger entry, in the transaction of the change.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { repo, audit, provider, balance, notifications, outbox, publicUrl, now = () => new Date() } = deps;
  const log = deps.log ?? (() => undefined);
  const subjects = createSubjectRegistry();

  const successPath = (orderId: number) => `/payment-success?order=${orderId}`;
  const failedPath = (orderId: number) => `/payment-failed?order=${orderId}`;

  // ---- reading ----

  function lineOf(row: OrderLineRow): OrderLine {
    return {
      id: row.id,
      subject_kind: row.subjectKind,
      subject_id: row.subjectId,
      description: { key: row.descriptionKey, params: row.descriptionParams },
      quantity: row.quantity,
      unit_cents: row.unitCents,
      amount_cents: row.amountCents,
      link: subjects.link(subjectLine(row)),
    };
  }

  function summaryOf(row: OrderRow, lines: readonly OrderLineRow[]): OrderSummary {
    return {
      id: row.id,
      status: row.status,
      currency: CURRENCY,
      total_cents: row.totalCents,
      lines: lines.map(lineOf),
      created_at: row.createdAt.toISOString(),
      paid_at: iso(row.paidAt),
    };
  }

  function orderOf(row: OrderRow, lines: readonly OrderLineRow[], events: readonly OrderEventRow[]): Order {
    return {
      ...summaryOf(row, lines),
      user_id: row.userId,
      balance_applied_cents: row.balanceAppliedCents,
      due_cents: isPayable(row.status) ? row.totalCents - row.balanceAppliedCents : 0,
      paid_cents: row.paidCents,
      refunded_cents: row.refundedCents,
      refunded_to_provider_cents: row.refundedToProviderCents,
      provider: row.provider,
      updated_at: row.updatedAt.toISOString(),
      can_pay: isPayable(row.status),
      rate_version: row.rateVersion,
      events: events.map((event) => ({
        kind: event.kind,
        from: event.fromStatus,
        to: event.toStatus,
        actor: event.actor,
        amount_cents: event.amountCents,
        reason: event.reason,
        reason_key: event.reasonKey,
        at: event.createdAt.toISOString(),
      })),
    };
  }

  async function present(id: number): Promise<Order> {
    const row = await repo.orderById(id);
    if (!row) throw orderNotFound();
    const [lines, events] = await Promise.all([repo.linesOf([id]), repo.eventsOf(id)]);
    return orderOf(row, lines, events);
  }

  /** The order if the viewer may see it: its owner, or staff who handle money; 404 to anyone else. */
  async function visible(id: number, viewer: Viewer): Promise<OrderRow> {
    const row = await repo.orderById(id);
    if (!row || (row.userId !== viewer.id && !handlesMoney(viewer.role))) throw orderNotFound();
    return row;
  }

  // ---- changing, always under the order's lock ----

  const subjectLine = (row: OrderLineRow): SubjectLine => ({
    id: row.id,
    subjectKind: row.subjectKind,
    subjectId: row.subjectId,
    quantity: row.quantity,
    unitCents: row.unitCents,
    amountCents: row.amountCents,
  });
  const subjectOrder = (row: OrderRow): SubjectOrder => ({ id: row.id, userId: row.userId, status: row.status, totalCents: row.totalCents, refundedCents: row.refundedCents });

  /** A change of the order's status or money, with its history entries. */
  async function change(
    tx: Db,
    order: OrderRow,
    patch: Partial<OrderRow>,
    events: readonly (Omit<NewOrderEvent, 'orderId' | 'fromStatus' | 'toStatus' | 'createdAt' | 'actor' | 'actorUserId'> & { to?: OrderStatus })[],
    who: Actor,
    providerEventId: string | null = null,
  ): Promise<OrderRow> {
    const at = now();
    const updated = await repo.updateOrder(tx, order.id, { ...patch, updatedAt: at });
    await repo.insertEvents(
      tx,
      events.map(({ to, ...event }) => ({
        ...event,
        orderId: order.id,
        fromStatus: order.status,
        toStatus: to ?? updated.status,
        ...who,
        providerEventId,
        createdAt: at,
      })),
    );
    return updated;
  }

  /**
   * Moves a balance and writes its ledger entry: the new balance. Every caller has made sure it
   * can (a hold never exceeds the locked balance), so a refusal is a bug and undoes the change.
   */
  async function moveBalance(
    tx: Db,
    entry: { userId: number; deltaCents: number; reason: BalanceReason; orderId: number | null; byUserId?: number | null; note?: string | null },
    effects?: Effects,
  ): Promise<number> {
    if (effects) effects.balanceMoved = true;
    const after = await balance.adjust(tx, entry.userId, entry.deltaCents);
    if (after === undefined) throw new Error(`the balance of user ${entry.userId} cannot move by ${entry.deltaCents}`);
    await repo.insertBalanceEntry(tx, { ...entry, byUserId: entry.byUserId ?? null, note: entry.note ?? null, balanceAfterCents: after, createdAt: now() });
    return after;
  }

  /**
   * Tells the payer of a payment or a refund, in the change's transaction (so it is told once,
   * whatever a provider repeats): the bell's notification, and the e-mail through the outbox,
   * sent after the commit in the payer's language, with the order's lines and the receipt's link.
   */
  async function notify(tx: Db, order: OrderRow, notice: Omit<Notice, 'orderId' | 'userId'>, effects: Effects): Promise<void> {
    const lines = await repo.linesOf([order.id], tx);
    const title = lines[0] && typeof lines[0].descriptionParams['title'] === 'string' ? lines[0].descriptionParams['title'] : null;
    await notifications.record(tx, [
      {
        userId: order.userId,
        type: notice.type,
        data: { content_preview: null, post_id: null, post_title: title, rejection_reason: notice.reason, order_id: order.id, amount_cents: notice.amountCents },
        createdAt: now(),
      },
    ]);
    const paid = notice.type === 'order_paid';
    const reason: MessageValue = notice.reasonKey ? { t: `orders:reasons.${notice.reasonKey}` } : (notice.reason ?? '');
    const ids = await outbox.enqueue(tx, [
      {
        userId: order.userId,
        kind: notice.type,
        ...(paid ? { key: `order-paid:${order.id}` } : {}),
        subject: `orders:emails.${paid ? 'paid' : 'refunded'}.subject`,
        body: paid ? 'orders:emails.paid.body' : reason ? 'orders:emails.refunded.bodyWithReason' : 'orders:emails.refunded.body',
        values: {
          id: order.id,
          amount: { money: notice.amountCents },
          items: {
            join: lines.map((line) => ({ join: ['- ', { t: `orders:${line.descriptionKey}`, values: stringValues(line.descriptionParams), default: `${line.subjectKind} ${line.subjectId}` }], separator: '' })),
          },
          link: `${publicUrl}/profile/orders/${order.id}`,
          to: notice.to ? { t: `orders:emails.refunded.to.${notice.to}` } : '',
          reason,
        },
      },
    ]);
    effects.notices.push({ ...notice, orderId: order.id, userId: order.userId });
    effects.messages.push(...ids);
  }

  /** After a commit: sessions show moved balances, bells are read anew, e-mails go out (a failure is retried by the outbox's job, the change stands). */
  async function settle(effects: Effects): Promise<void> {
    if (effects.balanceMoved) balance.forget();
    if (effects.notices.length === 0) return;
    notifications.forget(new Set(effects.notices.map((notice) => notice.userId)));
    await outbox.deliver(effects.messages);
  }

  async function creditPayment(tx: Db, order: OrderRow, amountCents: number, providerEventId: string | null, effects: Effects): Promise<void> {
    if (amountCents <= 0) return;
    await moveBalance(tx, { userId: order.userId, deltaCents: amountCents, reason: 'payment_credit', orderId: order.id }, effects);
    await change(tx, order, {}, [{ kind: 'payment_credited', amountCents }], PROVIDER, providerEventId);
    // Money came that the order could not take: the payer learns where it went.
    await notify(tx, order, { type: 'order_refunded', amountCents, to: 'balance', reason: null, reasonKey: null }, effects);
  }

  /**
   * Records a refund already made (the provider's part given back by the provider, or about to
   * be moved to the balance here): the balance's ledger, the order's amounts and history, the
   * subjects (unless they asked for it themselves) and the payer's notice.
   */
  async function recordRefund(
    tx: Db,
    order: OrderRow,
    input: { amountCents: number; to: RefundTarget; reason: string | null; reasonKey: OrderReasonKey | null; who: Actor; byUserId: number | null; providerEventId?: string | null; tellSubjects?: boolean },
    effects: Effects,
  ): Promise<OrderRow> {
    const { amountCents } = input;
    if (input.to === 'balance') {
      await moveBalance(tx, { userId: order.userId, deltaCents: amountCents, reason: 'refund', orderId: order.id, byUserId: input.byUserId, note: input.reason ?? input.reasonKey }, effects);
    }
    const refundedCents = order.refundedCents + amountCents;
    const refunded = await change(
      tx,
      order,
      {
        status: refundStatus(order.totalCents, refundedCents),
        refundedCents,
        refundedToProviderCents: order.refundedToProviderCents + (input.to === 'provider' ? amountCents : 0),
      },
      [{ kind: 'refunded', amountCents, reason: input.reason, reasonKey: input.reasonKey }],
      input.who,
      input.providerEventId ?? null,
    );
    if (input.tellSubjects !== false) {
      const info = { amountCents, full: refundedCents >= order.totalCents };
      for (const line of await repo.linesOf([order.id], tx)) await subjects.hooks(line.subjectKind).onRefunded(tx, subjectLine(line), subjectOrder(refunded), info);
    }
    await notify(tx, refunded, { type: 'order_refunded', amountCents, to: input.to, reason: input.reason, reasonKey: input.reasonKey }, effects);
    return refunded;
  }

  /**
   * Marks an open order paid: the provider's `paidCents` and the balance set aside settle the
   * total, anything beyond goes back to the balance, and the subjects hear of it. What a subject
   * cannot take (PaidAnswer) goes back to the balance at once, with its reason.
   */
  async function markPaid(tx: Db, order: OrderRow, payment: { paidCents: number; paymentId: string | null }, who: Actor, providerEventId: string | null, effects: Effects): Promise<OrderRow> {
    const { releaseCents, overpaidCents } = settlePayment(order, payment.paidCents);
    const events: Parameters<typeof change>[3][number][] = [{ kind: 'paid', amountCents: payment.paidCents }];
    if (releaseCents > 0) {
      await moveBalance(tx, { userId: order.userId, deltaCents: releaseCents, reason: 'order_release', orderId: order.id }, effects);
      events.push({ kind: 'balance_released', amountCents: releaseCents });
    }
    if (overpaidCents > 0) {
      await moveBalance(tx, { userId: order.userId, deltaCents: overpaidCents, reason: 'payment_credit', orderId: order.id }, effects);
      events.push({ kind: 'payment_credited', amountCents: overpaidCents });
    }
    const paid = await change(
      tx,
      order,
      {
        status: 'paid',
        paidCents: payment.paidCents,
        providerPaymentId: payment.paymentId,
        balanceAppliedCents: order.balanceAppliedCents - releaseCents,
        paidAt: now(),
      },
      events,
      who,
      providerEventId,
    );
    await notify(tx, paid, { type: 'order_paid', amountCents: paid.totalCents, to: null, reason: null, reasonKey: null }, effects);
    let declinedCents = 0;
    let declineKey: OrderReasonKey | null = null;
    for (const line of await repo.linesOf([order.id], tx)) {
      const answer = await subjects.hooks(line.subjectKind).onPaid(tx, subjectLine(line), subjectOrder(paid));
      if (answer && answer.declineCents > 0) {
        declinedCents += Math.min(answer.declineCents, line.amountCents);
        declineKey ??= answer.reasonKey;
      }
    }
    if (declinedCents === 0) return paid;
    // Never money for what cannot be had: straight back to the balance, where the next order can use it.
    return recordRefund(tx, paid, { amountCents: Math.min(declinedCents, paid.totalCents), to: 'balance', reason: null, reasonKey: declineKey, who: SYSTEM, byUserId: null, providerEventId, tellSubjects: false }, effects);
  }

  /** A refund the provider reports (made in its dashboard, or the echo of one made here), recorded once. */
  async function applyProviderRefund(tx: Db, event: PaymentEvent & { refund: { totalCents: number } }, effects: Effects): Promise<{ outcome: string; orderId: number | null }> {
    const order = event.paymentId ? await repo.lockOrderByPayment(tx, event.paymentId) : undefined;
    if (!order) return { outcome: 'unknown-payment', orderId: null };
    if (event.currency?.toLowerCase() !== order.currency) return { outcome: 'ignore', orderId: order.id };
    const { amountCents, excessCents } = providerRefundEffect(order, event.refund.totalCents);
    if (amountCents > 0) await recordRefund(tx, order, { amountCents, to: 'provider', reason: null, reasonKey: null, who: PROVIDER, byUserId: null, providerEventId: event.id }, effects);
    // Given back twice (to the balance here, to the card there): nothing to record, kept for staff to see.
    if (excessCents > 0) log(`the provider refunded ${excessCents} cents of order ${order.id} beyond what it had left`, new Error(event.id));
    return { outcome: excessCents > 0 ? 'refund-excess' : amountCents > 0 ? 'refund' : 'ignore', orderId: order.id };
  }

  /** What a verified provider event does, in one transaction with its idempotency record. */
  async function applyEvent(event: PaymentEvent, guard?: (order: OrderRow | undefined) => void): Promise<{ duplicate: boolean; effects: Effects }> {
    const effects = noEffects();
    const duplicate = await repo.transaction(async (tx) => {
      if (!(await repo.recordWebhook(tx, { provider: provider.name, eventId: event.id, type: event.type, orderId: null, receivedAt: now() }))) return true;
      let outcome = 'ignore';
      let orderId: number | null = null;
      const { refund } = event;
      const order = event.outcome && event.orderId !== null ? await repo.lockOrder(tx, event.orderId) : undefined;
      // Under the order's lock: a check that throws undoes the event's record too.
      guard?.(order);
      if (refund) {
        ({ outcome, orderId } = await applyProviderRefund(tx, { ...event, refund }, effects));
      } else if (event.outcome && order) {
        orderId = order.id;
        const amountCents = event.amountCents ?? 0;
        // Money in another currency is nothing this order (or the balance, in dollars) can take.
        const effect = event.outcome === 'paid' && event.currency?.toLowerCase() !== order.currency ? 'ignore' : paymentEffect(order, { ...event, outcome: event.outcome, amountCents });
        outcome = effect;
        if (effect === 'pay') {
          await markPaid(tx, order, { paidCents: amountCents, paymentId: event.paymentId }, PROVIDER, event.id, effects);
        } else if (effect === 'fail') {
          await change(tx, order, { status: 'failed' }, [{ kind: event.outcome === 'expired' ? 'expired' : 'failed' }], PROVIDER, event.id);
        } else if (effect === 'credit') {
          await creditPayment(tx, order, amountCents, event.id, effects);
        }
      } else if (event.outcome) {
        outcome = 'unknown-order';
      }
      await repo.webhookOutcome(tx, provider.name, event.id, outcome, orderId);
      return false;
    });
    return { duplicate, effects: duplicate ? noEffects() : effects };
  }

  /** The checkout page's lines in the payer's language: the order's own, or one line for what the balance left. */
  function checkoutLines(order: OrderRow, lines: readonly OrderLineRow[], dueCents: number, locale: Locale): CheckoutLine[] {
    const t = translator(locale);
    if (order.balanceAppliedCents === 0) {
      // A kind whose texts are not there yet still says what it is.
      return lines.map((line) => ({
        name: t(`orders:${line.descriptionKey}`, { ...line.descriptionParams, defaultValue: `${line.subjectKind} ${line.subjectId}` }),
        quantity: line.quantity,
        unitCents: line.unitCents,
      }));
    }
    return [{ name: t('orders:checkout.rest', { id: order.id }), quantity: 1, unitCents: dueCents }];
  }

  /**
   * Staff's refund (decision 036): all that is left of the order, never a part, and never of
   * their own order. A whole refund gives up what the order paid for (each subject hears of a
   * full refund and stops being paid); a part could not say which part of an ad's issues or a
   * banner's weeks it takes back, so it is refused (a goodwill gesture is a credit instead).
   * To the card: what the card paid goes back to it, what the balance paid to the balance, in
   * one transaction; to the balance: all of it.
   */
  async function refundWhole(id: number, input: { by: Viewer; reason: string; to: RefundTarget; amountCents?: number | undefined; who: Actor; byUserId: number }): Promise<void> {
    const effects = noEffects();
    await repo.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order) throw orderNotFound();
      if (order.userId === input.by.id) throw orderError(403, 'error-own-order');
      const left = refundableCents(order, 'balance');
      if (left === 0) throw orderError(409, 'error-order-not-refundable');
      if (input.amountCents !== undefined && input.amountCents !== left) throw orderError(409, 'error-refund-partial');
      const toCardCents = input.to === 'provider' ? refundableCents(order, 'provider') : 0;
      const toBalanceCents = left - toCardCents;
      const step = { reason: input.reason, reasonKey: null, who: input.who, byUserId: input.byUserId };
      let current = order;
      if (toCardCents > 0) {
        const paymentId = order.providerPaymentId;
        if (!paymentId) throw orderError(409, 'error-refund-too-large');
        try {
          await provider.refund({ paymentId, amountCents: toCardCents, idempotencyKey: `order-${id}-refund-${order.refundedCents}-${toCardCents}` });
        } catch (err) {
          if (!(err instanceof PaymentProviderError)) throw err;
          throw orderError(502, 'error-refund-failed');
        }
        // The subjects hear once, of the whole refund, when the balance's part follows.
        current = await recordRefund(tx, current, { ...step, amountCents: toCardCents, to: 'provider', tellSubjects: toBalanceCents === 0 }, effects);
      }
      if (toBalanceCents > 0) current = await recordRefund(tx, current, { ...step, amountCents: toBalanceCents, to: 'balance' }, effects);
      await audit.record(tx, {
        by: input.by,
        action: 'order.refund',
        subject: { kind: 'order', id },
        before: { status: order.status, refunded_cents: order.refundedCents },
        after: { status: current.status, refunded_cents: current.refundedCents, to_card_cents: toCardCents, to_balance_cents: toBalanceCents },
        reason: input.reason,
      });
    });
    await settle(effects);
  }

  /** A refund of one order, made as `who` asks; the subjects hear of it in its transaction. */
  async function refundOrder(id: number, input: { reason: string | null; reasonKey?: OrderReasonKey | null; to: RefundTarget; amountCents?: number | undefined; who: Actor; byUserId: number | null }): Promise<void> {
    const effects = noEffects();
    await repo.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id);
      if (!order) throw orderNotFound();
      const refundable = refundableCents(order, input.to);
      if (refundable === 0) throw orderError(409, isSettled(order.status) && order.refundedCents < order.totalCents ? 'error-refund-too-large' : 'error-order-not-refundable');
      const amountCents = input.amountCents ?? refundable;
      if (amountCents > refundable) throw orderError(409, 'error-refund-too-large');
      if (input.to === 'provider') {
        // Held under the order's lock: two staff cannot give the same money back twice. The
        // key makes a retry of this very refund (same order, same amounts) the same refund.
        const paymentId = order.providerPaymentId;
        if (!paymentId) throw orderError(409, 'error-refund-too-large');
        try {
          await provider.refund({ paymentId, amountCents, idempotencyKey: `order-${id}-refund-${order.refundedCents}-${amountCents}` });
        } catch (err) {
          if (!(err instanceof PaymentProviderError)) throw err;
          throw orderError(502, 'error-refund-failed');
        }
      }
      await recordRefund(tx, order, { amountCents, to: input.to, reason: input.reason, reasonKey: input.reasonKey ?? null, who: input.who, byUserId: input.byUserId }, effects);
    });
    await settle(effects);
  }

  /**
   * A provider's webhook: its signature checked (400 error-webhook-signature), then done once
   * per event id. 404 when that provider is not the one configured.
   */
  async function handleWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    guard?: (order: OrderRow | undefined) => void,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (providerName !== provider.name) throw notFound();
    let event: PaymentEvent;
    try {
      event = provider.verifyWebhook(rawBody, headers);
    } catch (err) {
      if (!(err instanceof WebhookSignatureError)) throw err;
      throw orderError(400, 'error-webhook-signature');
    }
    if (!event.id) throw orderError(400, 'error-webhook-signature');
    const { duplicate, effects } = await applyEvent(event, guard);
    await settle(effects);
    return { received: true, duplicate };
  }

  return {
    /** A paid feature's kind of subject, with what it does when its lines are paid or refunded. */
    registerSubject(kind: string, hooks: SubjectHooks): void {
      subjects.register(kind, hooks);
    },

    /**
     * A new order, awaiting payment, for `userId`: the lines' amounts are computed here from the
     * quantities and unit prices the feature's price functions gave. In the feature's own
     * transaction when it passes one, so its subject and the order are made together. The order
     * records the rate table's version its prices came from: the one given, or the one the
     * process quoted at last (the feature's quote, made just before).
     */
    async createOrder(input: { userId: number; lines: readonly NewLineInput[]; rateVersion?: number }, options: { tx?: Db; by?: Viewer } = {}): Promise<number> {
      const lines = input.lines.map((line) => lineInputSchema.parse(line));
      if (lines.length > ORDER_LINES_MAX) throw new RangeError(`an order has at most ${ORDER_LINES_MAX} lines`);
      for (const line of lines) if (!subjects.has(line.subjectKind)) throw new Error(`no subject kind "${line.subjectKind}" is registered with the orders`);
      const totalCents = orderTotal(lines);
      const at = now();
      const who = options.by ? (options.by.id === input.userId ? asUser(options.by) : asStaff(options.by)) : SYSTEM;
      const insert = (tx: Db) =>
        repo.insertOrder(
          tx,
          { userId: input.userId, status: 'awaiting_payment', currency: CURRENCY, totalCents, rateVersion: input.rateVersion ?? deps.rateVersion?.() ?? null, createdAt: at, updatedAt: at },
          lines.map((line, position) => ({ ...line, position, amountCents: line.quantity * line.unitCents })),
          { kind: 'created', fromStatus: null, toStatus: 'awaiting_payment', ...who, amountCents: totalCents, reason: null, providerEventId: null, createdAt: at },
        );
      return options.tx ? insert(options.tx) : repo.transaction(insert);
    },

    /** One order, for its owner or staff who handle money (404 to anyone else). */
    async get(id: number, viewer: Viewer): Promise<Order> {
      await visible(id, viewer);
      return present(id);
    },

    /** The viewer's own orders, newest first. */
    async list(viewer: Viewer, page: number): Promise<OrdersResponse> {
      const { rows, total } = await repo.pageOf(viewer.id, ORDERS_PER_PAGE, (page - 1) * ORDERS_PER_PAGE);
      const lines = await repo.linesOf(rows.map((row) => row.id));
      return {
        data: rows.map((row) => summaryOf(row, lines.filter((line) => line.orderId === row.id))),
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
        per_page: ORDERS_PER_PAGE,
        total,
      };
    },

    /**
     * Starts paying an order: the owner's balance pays first (set aside now, given back if the
     * order is cancelled); if it covers the total the order is paid at once, otherwise the
     * provider opens a checkout for the rest. A provider that fails answers 502
     * notification-error-payment-link; the order stays payable (with the balance set aside).
     */
    async checkout(id: number, viewer: Viewer, options: { locale: Locale }): Promise<CheckoutResponse> {
      const effects = noEffects();
      const opened = await repo.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        if (!order || order.userId !== viewer.id) throw orderNotFound();
        if (!isPayable(order.status)) throw orderError(409, 'error-order-not-payable');
        const available = (await balance.lock(tx, order.userId)) ?? 0;
        const { applyCents, dueCents } = applyBalance(order, available);
        let current = order;
        if (applyCents > 0) {
          await moveBalance(tx, { userId: order.userId, deltaCents: -applyCents, reason: 'order_payment', orderId: order.id }, effects);
          current = await change(tx, order, { balanceAppliedCents: order.balanceAppliedCents + applyCents }, [{ kind: 'balance_applied', amountCents: applyCents }], asUser(viewer));
        }
        if (dueCents === 0) current = await markPaid(tx, current, { paidCents: 0, paymentId: null }, asUser(viewer), null, effects);
        return { order: current, dueCents };
      });
      await settle(effects);
      if (opened.dueCents === 0) return { url: successPath(id), order: await present(id) };

      const lines = await repo.linesOf([id]);
      let session: { sessionId: string; url: string };
      try {
        session = await provider.createCheckout({
          order: { id, currency: CURRENCY, amountCents: opened.dueCents },
          lines: checkoutLines(opened.order, lines, opened.dueCents, options.locale),
          successUrl: `${publicUrl}${successPath(id)}`,
          cancelUrl: `${publicUrl}${failedPath(id)}`,
          locale: options.locale,
        });
      } catch (err) {
        if (!(err instanceof PaymentProviderError)) throw err;
        throw orderError(502, 'notification-error-payment-link');
      }

      const stored = await repo.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, id);
        // Paid meanwhile (another checkout's payment came in): this session is not needed.
        if (!order || !isPayable(order.status)) return false;
        await change(
          tx,
          order,
          { status: 'awaiting_payment', provider: provider.name, providerSessionId: session.sessionId, providerAmountCents: opened.dueCents },
          [{ kind: 'checkout', amountCents: opened.dueCents }],
          asUser(viewer),
        );
        return true;
      });
      return { url: stored ? session.url : successPath(id), order: await present(id) };
    },

    /** A provider's webhook (the route's; the sandbox's own decisions add their check). */
    handleWebhook: (providerName: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) => handleWebhook(providerName, rawBody, headers),

    /** The sandbox's checkout page: the order it charges, for the order's owner. 404 unless the sandbox is on. */
    async sandboxSession(session: string, viewer: Viewer): Promise<SandboxSession> {
      const order = await sandboxOrder(session, viewer);
      return { session, amount_cents: order.providerAmountCents ?? 0, open: sandboxOpen(order, session), order: await present(order.id) };
    },

    /**
     * The payer's Pay or Decline on the sandbox's page: a signed event through the same webhook
     * handling as Stripe's; then where the provider would send the payer.
     */
    async sandboxDecide(session: string, viewer: Viewer, paid: boolean): Promise<SandboxDecision> {
      const order = await sandboxOrder(session, viewer);
      if (!isSandbox(provider) || !sandboxOpen(order, session)) throw orderError(409, 'error-checkout-closed');
      const signed = provider.signedEvent({ sessionId: session, orderId: order.id, amountCents: order.providerAmountCents ?? 0, currency: order.currency, paid });
      // Checked again under the order's lock: two Pays at once read it open before either
      // took the lock, and the second would pay a paid order (credited to the balance).
      await handleWebhook(provider.name, signed.rawBody, signed.headers, (locked) => {
        if (!locked || !sandboxOpen(locked, session)) throw orderError(409, 'error-checkout-closed');
      });
      return { redirect_url: paid ? successPath(order.id) : failedPath(order.id) };
    },

    /**
     * Gives back all that is left of a paid order (admins, with a reason; never their own order,
     * never a part: decision 036): to the card through the provider (what the balance paid goes
     * back to the balance), or all to the owner's balance. The subjects hear of it in the same
     * transaction and give up what it paid for; a provider that refuses changes nothing (502
     * error-refund-failed).
     */
    async refund(id: number, input: { by: Viewer; reason: string; to: RefundTarget; amountCents?: number | undefined }): Promise<Order> {
      if (!handlesMoney(input.by.role)) throw moneyStaffOnly();
      await refundWhole(id, { ...input, who: asStaff(input.by), byUserId: input.by.id });
      return present(id);
    },

    /**
     * Gives back what the settled orders of one subject brought: all of it (staff rejected a
     * paid ad), or `amountCents` of it (its owner deleted it while issues were still open). The
     * newest order first; what the card paid goes back through the provider, what the balance
     * paid to the balance (planRefund). Should the provider refuse, that money goes to the balance
     * instead: the member is owed it, whatever the provider says. Called by the feature on the
     * system's behalf (its reason a key of the orders translations), never from a route.
     */
    async refundSubject(kind: string, subjectId: string, input: { reasonKey: OrderReasonKey; amountCents?: number; byUserId?: number | null }): Promise<{ toCardCents: number; toBalanceCents: number }> {
      const who: Actor = input.byUserId ? { actor: 'staff', actorUserId: input.byUserId } : SYSTEM;
      const refunded = { toCardCents: 0, toBalanceCents: 0 };
      const step = { reason: null, reasonKey: input.reasonKey, who, byUserId: input.byUserId ?? null };
      for (const { orderId, toProviderCents, toBalanceCents } of planRefund(await repo.settledOrdersOfSubjects(kind, [subjectId]), input.amountCents)) {
        let toBalance = toBalanceCents;
        if (toProviderCents > 0) {
          try {
            await refundOrder(orderId, { ...step, to: 'provider', amountCents: toProviderCents });
            refunded.toCardCents += toProviderCents;
          } catch (error) {
            if (!(error instanceof HttpError) || error.code !== 'error-refund-failed') throw error;
            log(`the provider refused to refund order ${orderId}: its ${toProviderCents} cents go to the balance`, error);
            toBalance += toProviderCents;
          }
        }
        if (toBalance > 0) {
          await refundOrder(orderId, { ...step, to: 'balance', amountCents: toBalance });
          refunded.toBalanceCents += toBalance;
        }
      }
      return refunded;
    },

    /**
     * What `refundSubject` would give back now of `amountCents` for each subject, and where
     * (read only: what a feature shows before it asks, such as a deletion's confirmation).
     */
    async refundPlan(kind: string, wanted: readonly { subjectId: string; amountCents: number }[]): Promise<Map<string, { toCardCents: number; toBalanceCents: number }>> {
      const asked = wanted.filter((item) => item.amountCents > 0);
      const orders = await repo.settledOrdersOfSubjects(kind, asked.map((item) => item.subjectId));
      return new Map(
        asked.map(({ subjectId, amountCents }) => {
          const steps = planRefund(orders.filter((order) => order.subjectId === subjectId), amountCents);
          return [subjectId, { toCardCents: steps.reduce((sum, s) => sum + s.toProviderCents, 0), toBalanceCents: steps.reduce((sum, s) => sum + s.toBalanceCents, 0) }];
        }),
      );
    },

    /**
     * Gives up an order that is not paid (its feature's subject went away, or its owner or staff
     * gave it up): the balance it held goes back. In the caller's transaction when given.
     */
    async cancel(id: number, input: { by?: Viewer; reason?: string; reasonKey?: OrderReasonKey } = {}, options: { tx?: Db } = {}): Promise<void> {
      const work = async (tx: Db) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) throw orderNotFound();
        if (input.by && order.userId !== input.by.id && !handlesMoney(input.by.role)) throw orderNotFound();
        if (!isPayable(order.status)) throw orderError(409, 'error-order-not-payable');
        const who = input.by ? (input.by.id === order.userId ? asUser(input.by) : asStaff(input.by)) : SYSTEM;
        const events: Parameters<typeof change>[3][number][] = [{ kind: 'cancelled', reason: input.reason ?? null, reasonKey: input.reasonKey ?? null }];
        if (order.balanceAppliedCents > 0) {
          await moveBalance(tx, { userId: order.userId, deltaCents: order.balanceAppliedCents, reason: 'order_release', orderId: id });
          events.push({ kind: 'balance_released', amountCents: order.balanceAppliedCents });
        }
        await change(tx, order, { status: 'cancelled', balanceAppliedCents: 0 }, events, who);
        return order.balanceAppliedCents > 0;
      };
      const released = options.tx ? await work(options.tx) : await repo.transaction(work);
      if (released) balance.forget();
    },

    /** Staff who handle money credit a member's balance, with a reason; never their own. */
    async grantCredit(userId: number, input: { by: Viewer; amountCents: number; reason: string }): Promise<Balance> {
      if (!handlesMoney(input.by.role)) throw moneyStaffOnly();
      if (userId === input.by.id) throw orderError(403, 'error-own-balance');
      const after = await repo.transaction(async (tx) => {
        const was = await balance.lock(tx, userId);
        if (was === undefined) throw notFound('User not found.');
        const now = await moveBalance(tx, { userId, deltaCents: input.amountCents, reason: 'grant', orderId: null, byUserId: input.by.id, note: input.reason });
        await audit.record(tx, { by: input.by, action: 'balance.credit', subject: { kind: 'member', id: userId }, before: { balance_cents: was }, after: { balance_cents: now }, reason: input.reason });
        return now;
      });
      balance.forget();
      return { user_id: userId, balance_cents: after };
    },

    /** A user's ledger, oldest first. */
    balanceEntriesOf: (userId: number) => repo.balanceEntriesOf(userId),
  };

  async function sandboxOrder(session: string, viewer: Viewer): Promise<OrderRow> {
    const orderId = isSandbox(provider) ? sandboxSessionOrder(session) : undefined;
    const order = orderId === undefined ? undefined : await repo.orderById(orderId);
    if (!order || order.userId !== viewer.id || order.provider !== 'sandbox') throw notFound('Checkout not found.');
    return order;
  }

  function sandboxOpen(order: OrderRow, session: string): boolean {
    return order.status === 'awaiting_payment' && order.providerSessionId === session;
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>;
