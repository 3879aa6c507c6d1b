import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyBalance,
  handlesMoney,
  isPayable,
  lineAmount,
  ORDER_STATUSES,
  ORDER_TOTAL_MAX_CENTS,
  orderTotal,
  paymentEffect,
  planRefund,
  providerRefundEffect,
  refundableCents,
  refundStatus,
  settlePayment,
  type OrderStatus,
  type PaymentOutcome,
} from './orders.ts';

describe('order amounts', () => {
  it('are quantity × unit price, summed', () => {
    expect(lineAmount({ quantity: 3, unitCents: 250 })).toBe(750);
    expect(orderTotal([{ quantity: 3, unitCents: 250 }, { quantity: 1, unitCents: 500 }])).toBe(1250);
  });

  it('refuse what no price function makes: no lines, nothing to pay, fractions, negatives, absurd sums', () => {
    expect(() => orderTotal([])).toThrow(RangeError);
    expect(() => orderTotal([{ quantity: 1, unitCents: 0 }])).toThrow(RangeError);
    expect(() => lineAmount({ quantity: 0, unitCents: 100 })).toThrow(RangeError);
    expect(() => lineAmount({ quantity: 1, unitCents: 9.5 })).toThrow(RangeError);
    expect(() => lineAmount({ quantity: 1, unitCents: -1 })).toThrow(RangeError);
    expect(() => orderTotal([{ quantity: 1, unitCents: ORDER_TOTAL_MAX_CENTS + 1 }])).toThrow(RangeError);
  });

  it('are whole cents and the sum of the lines, whatever the lines', () => {
    const line = fc.record({ quantity: fc.integer({ min: 1, max: 50 }), unitCents: fc.integer({ min: 1, max: 10_000 }) });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), (lines) => {
        const total = orderTotal(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0));
      }),
    );
  });
});

describe('the balance pays first', () => {
  it('covers what it can and leaves the rest for the provider', () => {
    expect(applyBalance({ totalCents: 1000, balanceAppliedCents: 0 }, 300)).toEqual({ applyCents: 300, dueCents: 700 });
    expect(applyBalance({ totalCents: 1000, balanceAppliedCents: 0 }, 5000)).toEqual({ applyCents: 1000, dueCents: 0 });
    expect(applyBalance({ totalCents: 1000, balanceAppliedCents: 300 }, 200)).toEqual({ applyCents: 200, dueCents: 500 });
    expect(applyBalance({ totalCents: 1000, balanceAppliedCents: 0 }, 0)).toEqual({ applyCents: 0, dueCents: 1000 });
  });

  it('never takes more than the balance or than the order owes, and balance + provider make the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(1_000_000), fc.nat(2_000_000), (total, appliedRaw, balance) => {
        const applied = Math.min(appliedRaw, total);
        const { applyCents, dueCents } = applyBalance({ totalCents: total, balanceAppliedCents: applied }, balance);
        expect(applyCents).toBeGreaterThanOrEqual(0);
        expect(applyCents).toBeLessThanOrEqual(balance);
        expect(dueCents).toBeGreaterThanOrEqual(0);
        expect(applied + applyCents + dueCents).toBe(total);
      }),
    );
  });
});

describe('settling a payment', () => {
  it('gives back what the balance set aside beyond the total, then credits any overpayment', () => {
    expect(settlePayment({ totalCents: 1000, balanceAppliedCents: 300 }, 700)).toEqual({ releaseCents: 0, overpaidCents: 0 });
    // An older session for 700 paid after 200 more of the balance was set aside.
    expect(settlePayment({ totalCents: 1000, balanceAppliedCents: 500 }, 700)).toEqual({ releaseCents: 200, overpaidCents: 0 });
    expect(settlePayment({ totalCents: 1000, balanceAppliedCents: 100 }, 1200)).toEqual({ releaseCents: 100, overpaidCents: 200 });
  });

  it('leaves the order paid exactly: kept balance + payment − credit = total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(100_000), fc.nat(200_000), (total, appliedRaw, paidRaw) => {
        const applied = Math.min(appliedRaw, total);
        const paid = Math.max(paidRaw, total - applied);
        const { releaseCents, overpaidCents } = settlePayment({ totalCents: total, balanceAppliedCents: applied }, paid);
        expect(releaseCents).toBeLessThanOrEqual(applied);
        expect(applied - releaseCents + paid - overpaidCents).toBe(total);
      }),
    );
  });
});

describe('what a provider event does (the state machine)', () => {
  const open = { status: 'awaiting_payment' as OrderStatus, totalCents: 1000, balanceAppliedCents: 300, providerSessionId: 's1', providerPaymentId: null as string | null };

  it('pays an open or failed order; a failure of the current session fails it', () => {
    expect(paymentEffect(open, { outcome: 'paid', sessionId: 's1', paymentId: 'p1', amountCents: 700 })).toBe('pay');
    expect(paymentEffect({ ...open, status: 'failed' }, { outcome: 'paid', sessionId: 's1', paymentId: 'p1', amountCents: 700 })).toBe('pay');
    expect(paymentEffect(open, { outcome: 'failed', sessionId: 's1', paymentId: null, amountCents: 0 })).toBe('fail');
    expect(paymentEffect(open, { outcome: 'expired', sessionId: 's1', paymentId: null, amountCents: 0 })).toBe('fail');
  });

  it('never un-pays, ignores an older session’s failure, and credits a second payment', () => {
    const paid = { ...open, status: 'paid' as OrderStatus, providerSessionId: 's2', providerPaymentId: 'p2' };
    expect(paymentEffect(paid, { outcome: 'failed', sessionId: 's2', paymentId: null, amountCents: 0 })).toBe('ignore');
    expect(paymentEffect(open, { outcome: 'failed', sessionId: 's0', paymentId: null, amountCents: 0 })).toBe('ignore');
    expect(paymentEffect(paid, { outcome: 'paid', sessionId: 's2', paymentId: 'p2', amountCents: 700 })).toBe('ignore');
    expect(paymentEffect(paid, { outcome: 'paid', sessionId: 's1', paymentId: 'p1', amountCents: 700 })).toBe('credit');
    expect(paymentEffect({ ...paid, status: 'cancelled' }, { outcome: 'paid', sessionId: 's2', paymentId: 'p9', amountCents: 700 })).toBe('credit');
    expect(paymentEffect({ ...paid, status: 'refunded' }, { outcome: 'paid', sessionId: 's2', paymentId: 'p2', amountCents: 700 })).toBe('ignore');
    // Short of what the order owes: the money is kept as balance, the order still waits.
    expect(paymentEffect(open, { outcome: 'paid', sessionId: 's1', paymentId: 'p1', amountCents: 699 })).toBe('credit');
  });

  /** Plays events against an order the way the service does. */
  function play(events: { outcome: PaymentOutcome; sessionId: string; paymentId: string | null; amountCents: number }[]) {
    let order = { ...open };
    const effects: string[] = [];
    for (const event of events) {
      const effect = paymentEffect(order, event);
      effects.push(effect);
      if (effect === 'pay') order = { ...order, status: 'paid' as OrderStatus, providerPaymentId: event.paymentId };
      if (effect === 'fail') order = { ...order, status: 'failed' as OrderStatus };
    }
    return { order, effects };
  }

  it('ends paid, exactly once, whatever the order and repetition of the events, once any payment came', () => {
    const event = fc.oneof(
      fc.constantFrom('s1', 's0').map((sessionId) => ({ outcome: 'failed' as PaymentOutcome, sessionId, paymentId: null, amountCents: 0 })),
      fc.constantFrom('s1', 's0').map((sessionId) => ({ outcome: 'expired' as PaymentOutcome, sessionId, paymentId: null, amountCents: 0 })),
      fc.constant({ outcome: 'paid' as PaymentOutcome, sessionId: 's1', paymentId: 'p1', amountCents: 700 }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 12 }), (events) => {
        // Every event may also come twice.
        const doubled = events.flatMap((e, i) => (i % 2 === 0 ? [e, e] : [e]));
        const { order, effects } = play(doubled);
        const anyPaid = doubled.some((e) => e.outcome === 'paid');
        expect(order.status === 'paid').toBe(anyPaid);
        expect(effects.filter((e) => e === 'pay').length).toBe(anyPaid ? 1 : 0);
        // The same payment told again is never credited as a second one.
        expect(effects).not.toContain('credit');
      }),
    );
  });
});

describe('refunds', () => {
  const paid = { status: 'paid' as OrderStatus, totalCents: 1000, paidCents: 700, refundedCents: 0, refundedToProviderCents: 0 };

  it('give back to the card at most what the provider took, to the balance all the rest', () => {
    expect(refundableCents(paid, 'provider')).toBe(700);
    expect(refundableCents(paid, 'balance')).toBe(1000);
    expect(refundableCents({ ...paid, status: 'partially_refunded', refundedCents: 800, refundedToProviderCents: 500 }, 'provider')).toBe(200);
    expect(refundableCents({ ...paid, status: 'awaiting_payment' }, 'balance')).toBe(0);
    expect(refundStatus(1000, 300)).toBe('partially_refunded');
    expect(refundStatus(1000, 1000)).toBe('refunded');
  });

  it('never give back more than the total, however they are split', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('provider' as const, 'balance' as const), fc.integer({ min: 1, max: 800 })), { maxLength: 10 }), (refunds) => {
        let order = { ...paid };
        for (const [to, wanted] of refunds) {
          const amount = Math.min(wanted, refundableCents(order, to));
          if (amount === 0) continue;
          const refundedCents = order.refundedCents + amount;
          order = {
            ...order,
            refundedCents,
            refundedToProviderCents: order.refundedToProviderCents + (to === 'provider' ? amount : 0),
            status: refundStatus(order.totalCents, refundedCents),
          };
        }
        expect(order.refundedCents).toBeLessThanOrEqual(order.totalCents);
        expect(order.refundedToProviderCents).toBeLessThanOrEqual(order.paidCents);
      }),
    );
  });
});

describe('who handles money', () => {
  it('is moderators and admins', () => {
    expect(['user', 'moderator', 'editor', 'admin'].filter((role) => handlesMoney(role as 'user'))).toEqual(['admin']);
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(['awaiting_payment', 'failed']);
  });
});

describe('a refund the provider reports (charge.refunded)', () => {
  // $30 order: $10 from the balance, $20 by card.
  const order = { status: 'paid' as OrderStatus, totalCents: 3000, paidCents: 2000, refundedCents: 0, refundedToProviderCents: 0 };

  it('records what is new of the reported total: a partial refund, then the rest', () => {
    expect(providerRefundEffect(order, 500)).toEqual({ amountCents: 500, excessCents: 0 });
    const after = { ...order, status: 'partially_refunded' as OrderStatus, refundedCents: 500, refundedToProviderCents: 500 };
    expect(providerRefundEffect(after, 2000)).toEqual({ amountCents: 1500, excessCents: 0 });
    // The echo of a refund made here, or an older event after a newer one: nothing new.
    expect(providerRefundEffect(after, 500)).toEqual({ amountCents: 0, excessCents: 0 });
    expect(providerRefundEffect(after, 300)).toEqual({ amountCents: 0, excessCents: 0 });
  });

  it('never records more than the card paid, nor more than is left; beyond that is excess, reported', () => {
    expect(providerRefundEffect(order, 999_999).amountCents).toBe(2000);
    // Staff gave everything back to the balance already; then the card is refunded in the dashboard.
    const toBalance = { ...order, status: 'refunded' as OrderStatus, refundedCents: 3000 };
    expect(providerRefundEffect(toBalance, 2000)).toEqual({ amountCents: 0, excessCents: 2000 });
    expect(providerRefundEffect({ ...order, status: 'awaiting_payment' }, 2000)).toEqual({ amountCents: 0, excessCents: 0 });
    expect(providerRefundEffect(order, Number.NaN)).toEqual({ amountCents: 0, excessCents: 0 });
  });

  it('ends where the largest reported total says, whatever order the events come in and however often', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2500 }), { minLength: 1, maxLength: 12 }), (totals) => {
        let current = { ...order };
        for (const total of [...totals, ...totals.toReversed()]) {
          const { amountCents } = providerRefundEffect(current, total);
          expect(amountCents).toBeGreaterThanOrEqual(0);
          const refundedCents = current.refundedCents + amountCents;
          current = {
            ...current,
            refundedCents,
            refundedToProviderCents: current.refundedToProviderCents + amountCents,
            status: refundStatus(current.totalCents, refundedCents),
          };
        }
        expect(current.refundedToProviderCents).toBe(Math.min(2000, Math.max(...totals)));
      }),
    );
  });
});

describe('planRefund: how a subject’s money goes back', () => {
  const settled = (id: number, paidCents: number, balanceCents: number, refundedCents = 0, refundedToProviderCents = 0) => ({
    id,
    status: (refundedCents > 0 ? 'partially_refunded' : 'paid') as OrderStatus,
    totalCents: paidCents + balanceCents,
    paidCents,
    refundedCents,
    refundedToProviderCents,
  });

  it('gives back the newest order first, the card’s part to the card and the balance’s to the balance', () => {
    const orders = [settled(1, 1000, 0), settled(2, 300, 200)];
    expect(planRefund(orders, 700)).toEqual([
      { orderId: 2, toProviderCents: 300, toBalanceCents: 200 },
      { orderId: 1, toProviderCents: 200, toBalanceCents: 0 },
    ]);
    expect(planRefund(orders)).toEqual([
      { orderId: 2, toProviderCents: 300, toBalanceCents: 200 },
      { orderId: 1, toProviderCents: 1000, toBalanceCents: 0 },
    ]);
    expect(planRefund(orders, 0)).toEqual([]);
    // What was refunded already is not given back twice.
    expect(planRefund([settled(3, 1000, 0, 400, 400)])).toEqual([{ orderId: 3, toProviderCents: 600, toBalanceCents: 0 }]);
  });

  it('never plans more than asked, nor more than each order can give back each way', () => {
    const order = fc
      .record({ paid: fc.integer({ min: 0, max: 5000 }), balance: fc.integer({ min: 0, max: 5000 }), refunded: fc.integer({ min: 0, max: 10_000 }), toCard: fc.integer({ min: 0, max: 10_000 }) })
      .filter((o) => o.paid + o.balance > 0);
    fc.assert(
      fc.property(fc.array(order, { minLength: 1, maxLength: 6 }), fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: undefined }), (raw, amount) => {
        const orders = raw.map((o, i) => {
          const total = o.paid + o.balance;
          const refundedToProviderCents = Math.min(o.toCard, o.paid, total);
          const refundedCents = Math.min(total, Math.max(o.refunded, refundedToProviderCents));
          return { id: i + 1, status: refundStatus(total, refundedCents), totalCents: total, paidCents: o.paid, refundedCents, refundedToProviderCents };
        });
        const plan = planRefund(orders, amount);
        const sum = plan.reduce((s, step) => s + step.toProviderCents + step.toBalanceCents, 0);
        const all = orders.reduce((s, o) => s + refundableCents(o, 'balance'), 0);
        expect(sum).toBe(amount === undefined ? all : Math.min(amount, all));
        for (const step of plan) {
          const o = orders.find((x) => x.id === step.orderId)!;
          expect(step.toProviderCents).toBeLessThanOrEqual(refundableCents(o, 'provider'));
          expect(step.toProviderCents + step.toBalanceCents).toBeLessThanOrEqual(refundableCents(o, 'balance'));
          expect(Math.min(step.toProviderCents, step.toBalanceCents)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
