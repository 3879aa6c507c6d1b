import type { Role } from '../api/auth.ts';

/**
 * The rules of an order's money (decision 020), shared by the server, the web and the tests.
 *
 * An order's states:
 * - `awaiting_payment`: made by a feature (a classified, a banner…) for its owner; it can be
 *   checked out, again and again, until the provider confirms a payment.
 * - `paid`: the provider confirmed the payment (a verified webhook), or the owner's balance
 *   covered the whole total. Only now do the order's subjects hear of it (`onPaid`).
 * - `failed`: the provider said the payment failed, was declined or expired. Nothing is lost:
 *   the order can be checked out again, and a late "paid" for it still pays it.
 * - `cancelled`: the feature or the owner gave the order up before it was paid; any balance it
 *   held goes back to the owner.
 * - `partially_refunded`, `refunded`: staff gave back part or all of a paid order, to the card
 *   (through the provider) or to the owner's balance.
 *
 * The order's own entity (the ad's draft, say) is the feature's; there is no draft order.
 */
export const ORDER_STATUSES = ['awaiting_payment', 'paid', 'failed', 'cancelled', 'partially_refunded', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order's history records (order_events), besides who and when. */
export const ORDER_EVENT_KINDS = [
  'created',
  /** A provider checkout session was opened for the amount due. */
  'checkout',
  /** Part of the owner's balance was set aside for the order. */
  'balance_applied',
  /** Balance set aside for the order went back to the owner (a cancellation, a payment that covered it). */
  'balance_released',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  /** A payment the order could not take (a second payment, a cancelled order, too little) went to the owner's balance. */
  'payment_credited',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Who changed an order: its owner, staff, the payment provider (a verified webhook) or the site itself. */
export const ORDER_ACTORS = ['user', 'staff', 'provider', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Why the balance moved (balance_entries). */
export const BALANCE_REASONS = ['order_payment', 'order_release', 'refund', 'grant', 'payment_credit'] as const;
export type BalanceReason = (typeof BALANCE_REASONS)[number];

export const CURRENCY = 'usd';

/**
 * The site's own reasons for a refund it makes on a member's behalf: keys of the orders
 * translations (`reasons.<key>`), so each payer reads them in their own language. Staff write
 * their reasons themselves.
 */
export const ORDER_REASON_KEYS = [
  /** Staff rejected the ad it paid for. */
  'classified_rejected',
  /** Its owner deleted the ad: the issues still open for booking come back. */
  'classified_deleted',
  /** A payment came after the ad's issues closed, and no open issue could take them. */
  'classified_unbookable',
  /** A payment for an ad that owed nothing (anymore): deleted, rejected, or paid by another order. */
  'classified_not_due',
  /** The ad this order was for changed its amount (a new order replaced it) or was deleted. */
  'classified_order_given_up',
  /** Staff rejected the business listing whose hot deal it paid for. */
  'business_rejected',
  /** A payment for a hot deal that owed nothing (anymore): its dates changed, it was removed, its business deleted or rejected, or it ended. */
  'business_hot_deal_not_due',
  /** Staff rejected the banner it paid for. */
  'banner_rejected',
  /** A payment for a banner that owed nothing (anymore): changed, deleted or paid by another order. */
  'banner_not_due',
  /** A payment for a subscription that owed nothing (anymore): deleted or paid by another order. */
  'subscription_not_due',
  /** Staff rejected the social-posting request it paid for. */
  'social_rejected',
  /** A payment for a social-posting request that owed nothing (anymore): deleted or paid already. */
  'social_not_due',
  /** Staff rejected the display ad it paid for. */
  'display_ad_rejected',
  /** A payment for a display ad that owed nothing (anymore): deleted or paid already. */
  'display_ad_not_due',
] as const;
export type OrderReasonKey = (typeof ORDER_REASON_KEYS)[number];

/** Where a refund goes: back through the provider to the card, or to the owner's balance. */
export const REFUND_TARGETS = ['provider', 'balance'] as const;
export type RefundTarget = (typeof REFUND_TARGETS)[number];

export const ORDER_LINES_MAX = 50;
export const ORDER_LINE_QUANTITY_MAX = 1000;
/** $100,000: far above any price of the rate card, far below the 32-bit columns' limit. */
export const ORDER_TOTAL_MAX_CENTS = 10_000_000;
/** One staff grant of balance credit: at most $10,000. */
export const BALANCE_GRANT_MAX_CENTS = 1_000_000;
export const MONEY_REASON_MAX = 500;
export const ORDERS_PER_PAGE = 20;

/**
 * Who handles other people's money: admins (the newsroom's roles: moderators work the review
 * queue, admins the orders and refunds; decision 036). They read every order, refund and grant
 * credit. Editors run the newsroom and moderators the queue, not the till.
 */
export const MONEY_STAFF_ROLES = ['admin'] as const satisfies readonly Role[];
export const handlesMoney = (role: Role): boolean => (MONEY_STAFF_ROLES as readonly Role[]).includes(role);

/** An order may be checked out while it waits for its payment or after a failed one. */
export const isPayable = (status: OrderStatus): boolean => status === 'awaiting_payment' || status === 'failed';

/** A paid order (refunded in part or not): what a payment made it. */
export const isSettled = (status: OrderStatus): boolean => status === 'paid' || status === 'partially_refunded' || status === 'refunded';

export interface LineInput {
  quantity: number;
  unitCents: number;
}

/** A line's amount: quantity × unit price, in whole cents. */
export function lineAmount(line: LineInput): number {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > ORDER_LINE_QUANTITY_MAX) throw new RangeError(`bad quantity ${line.quantity}`);
  if (!Number.isSafeInteger(line.unitCents) || line.unitCents < 0) throw new RangeError(`bad unit price ${line.unitCents}`);
  return line.quantity * line.unitCents;
}

/** The order's total, checked: one to ORDER_LINES_MAX lines, more than zero and at most ORDER_TOTAL_MAX_CENTS. */
export function orderTotal(lines: readonly LineInput[]): number {
  if (lines.length === 0 || lines.length > ORDER_LINES_MAX) throw new RangeError(`an order has 1 to ${ORDER_LINES_MAX} lines, not ${lines.length}`);
  let total = 0;
  for (const line of lines) {
    total += lineAmount(line);
    if (total > ORDER_TOTAL_MAX_CENTS) throw new RangeError(`an order is at most ${ORDER_TOTAL_MAX_CENTS} cents`);
  }
  if (total <= 0) throw new RangeError('an order costs something');
  return total;
}

/**
 * How much of the owner's balance a checkout sets aside, and what is left for the provider:
 * the balance pays first, up to what the order still owes.
 */
export function applyBalance(order: { totalCents: number; balanceAppliedCents: number }, balanceCents: number): { applyCents: number; dueCents: number } {
  const owed = Math.max(0, order.totalCents - order.balanceAppliedCents);
  const applyCents = Math.max(0, Math.min(owed, balanceCents));
  return { applyCents, dueCents: owed - applyCents };
}

/**
 * A confirmed provider payment against an open order: the order is paid, and whatever the
 * payment and the balance set aside come to beyond the total (an older session paid after more
 * balance was applied) goes back to the balance. Never more than was set aside goes back as
 * "released"; anything beyond that is an overpayment, credited too.
 */
export function settlePayment(order: { totalCents: number; balanceAppliedCents: number }, paidCents: number): { releaseCents: number; overpaidCents: number } {
  const excess = Math.max(0, order.balanceAppliedCents + paidCents - order.totalCents);
  const releaseCents = Math.min(excess, order.balanceAppliedCents);
  return { releaseCents, overpaidCents: excess - releaseCents };
}

/** What the provider told us, reduced to what an order cares about. */
export type PaymentOutcome = 'paid' | 'failed' | 'expired';

/**
 * What a verified provider event does to an order (the state machine of decision 020):
 * - `pay`: the order becomes paid (from awaiting_payment, and from failed: a late success pays);
 * - `fail`: the order's current checkout failed or expired: the order becomes failed;
 * - `credit`: money came in that the order cannot take (it is already paid by another payment,
 *   it was cancelled, or the payment is short of what it owes): it goes to the owner's balance,
 *   so nothing is lost and nothing un-pays;
 * - `ignore`: nothing changes (a failure after a payment, a failure of an older session, the
 *   same payment told again).
 */
export type PaymentEffect = 'pay' | 'fail' | 'credit' | 'ignore';

export function paymentEffect(
  order: { status: OrderStatus; totalCents: number; balanceAppliedCents: number; providerSessionId: string | null; providerPaymentId: string | null },
  event: { outcome: PaymentOutcome; sessionId: string | null; paymentId: string | null; amountCents: number },
): PaymentEffect {
  if (event.outcome === 'paid') {
    if (isSettled(order.status) && event.paymentId !== null && event.paymentId === order.providerPaymentId) return 'ignore';
    if (isPayable(order.status) && event.amountCents >= order.totalCents - order.balanceAppliedCents) return 'pay';
    return 'credit';
  }
  if (order.status === 'awaiting_payment' && event.sessionId !== null && event.sessionId === order.providerSessionId) return 'fail';
  return 'ignore';
}

/** The status after a refund, and what may still be refunded. */
export function refundStatus(totalCents: number, refundedCents: number): OrderStatus {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= totalCents ? 'refunded' : 'partially_refunded';
}

/**
 * The most a refund may return: to the balance, whatever of the total is not refunded yet; to
 * the card, no more than the provider took and has not given back (the part the balance paid
 * can only go back to the balance).
 */
export function refundableCents(
  order: { status: OrderStatus; totalCents: number; paidCents: number; refundedCents: number; refundedToProviderCents: number },
  to: RefundTarget,
): number {
  if (!isSettled(order.status)) return 0;
  const left = Math.max(0, order.totalCents - order.refundedCents);
  if (to === 'balance') return left;
  return Math.max(0, Math.min(left, order.paidCents - order.refundedToProviderCents));
}

/**
 * A refund the provider reports itself (Stripe's `charge.refunded`: a refund made in its
 * dashboard, or the echo of one made here). The provider tells how much of the payment it has
 * given back in all, so an event told twice, or an older one after a newer, finds nothing new:
 * only what the order has not yet recorded as given back to the card is a refund, and at most
 * what is left of the order's total. What the provider gave back beyond that (staff refunded the
 * same money to the balance too) is `excessCents`: it cannot be recorded, only reported.
 */
export function providerRefundEffect(
  order: { status: OrderStatus; totalCents: number; paidCents: number; refundedCents: number; refundedToProviderCents: number },
  refundedTotalCents: number,
): { amountCents: number; excessCents: number } {
  if (!isSettled(order.status) || !Number.isSafeInteger(refundedTotalCents)) return { amountCents: 0, excessCents: 0 };
  const reported = Math.min(Math.max(0, refundedTotalCents), order.paidCents);
  const fresh = Math.max(0, reported - order.refundedToProviderCents);
  const amountCents = Math.min(fresh, Math.max(0, order.totalCents - order.refundedCents));
  return { amountCents, excessCents: fresh - amountCents };
}

/** One settled order as a refund plan reads it. */
export interface RefundableOrder {
  id: number;
  status: OrderStatus;
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  refundedToProviderCents: number;
}

export interface RefundPlanStep {
  orderId: number;
  /** Back to the card, through the provider. */
  toProviderCents: number;
  /** Back to the owner's balance. */
  toBalanceCents: number;
}

/**
 * How money a subject's orders brought goes back (decision 025): all of it when `amountCents`
 * is undefined, else that much at most. The newest order first (it paid for the latest part of
 * what was bought: a prolongation before the run it extends), and within an order what the card
 * paid goes back to the card, the rest (what the balance paid) to the balance.
 */
export function planRefund(orders: readonly RefundableOrder[], amountCents?: number): RefundPlanStep[] {
  const steps: RefundPlanStep[] = [];
  let left = amountCents === undefined ? Number.POSITIVE_INFINITY : Math.max(0, Math.trunc(amountCents));
  for (const order of orders.toSorted((a, b) => b.id - a.id)) {
    if (left <= 0) break;
    const toProviderCents = Math.min(left, refundableCents(order, 'provider'));
    const toBalanceCents = Math.min(left - toProviderCents, refundableCents(order, 'balance') - toProviderCents);
    if (toProviderCents + toBalanceCents === 0) continue;
    steps.push({ orderId: order.id, toProviderCents, toBalanceCents });
    left -= toProviderCents + toBalanceCents;
  }
  return steps;
}
