import { describe, expect, it } from 'vitest';
import { CLASSIFIED_INTENTS, isClassifiedIntent, owesPayment, type ClassifiedActionResult } from './classified-intents.ts';

const saved = (result: Partial<ClassifiedActionResult>): ClassifiedActionResult => ({ intent: CLASSIFIED_INTENTS.save, ok: true, code: 'notification-classified-pay', ...result });

describe('the owner page intents', () => {
  it('knows its own intents only', () => {
    expect(isClassifiedIntent(CLASSIFIED_INTENTS.pay)).toBe(true);
    expect(isClassifiedIntent('phone-send')).toBe(false);
  });

  it('keeps the pop-up open to pay only when a saved ad owes money on an order', () => {
    expect(owesPayment(saved({ orderId: 7, dueCents: 1250 }))).toBe(true);
    // A web-only ad, an edit that costs no more, payments that failed to open an order, a refusal.
    expect(owesPayment(saved({ code: 'notification-classified-review', orderId: null, dueCents: 0 }))).toBe(false);
    expect(owesPayment(saved({ orderId: 7, dueCents: 0 }))).toBe(false);
    expect(owesPayment(saved({ orderId: null, dueCents: 1250 }))).toBe(false);
    expect(owesPayment(saved({ ok: false, code: 'error-not-enough-issues', orderId: 7, dueCents: 1250 }))).toBe(false);
  });
});
