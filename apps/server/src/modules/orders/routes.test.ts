import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, CheckoutResponse, Order, OrdersResponse, SandboxDecision, SandboxSession } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body, expectError, expectFieldError } from '../../test/http.ts';
import { ORDER_STATUSES } from '@gazeta/contract';
import { seedOrder } from '../../seed/orders.ts';
import { sandboxPayments, SANDBOX_SIGNATURE_HEADER } from '../../providers/payments.ts';
import type { SubjectLine, SubjectOrder } from './index.ts';

const SECRET = 'sandbox-secret-for-the-orders-tests';
let t: TestApp;
let c: Client;
let clock: Date;
/** Signs events as the app's sandbox does (same secret): a stand-in for the provider. */
const signer = sandboxPayments({ secret: SECRET, now: () => clock });

type Member = Awaited<ReturnType<typeof newMember>>;
let owner: Member;
let other: Member;
let moderator: Member;
let admin: Member;
let editor: Member;

/** What the test subject kind heard, in order. */
const heard: { hook: 'paid' | 'refunded'; subjectId: string; orderStatus: string; full?: boolean }[] = [];
let failNextHook = false;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: SECRET } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  // A subject kind of this test only: the real ones (classifieds…) register theirs at start.
  t.app.services.orders.registerSubject('test_item', {
    async onPaid(tx, line: SubjectLine, order: SubjectOrder) {
      if (failNextHook) {
        failNextHook = false;
        throw new Error('the subject could not take the payment');
      }
      // Runs in the order's transaction: it sees the order paid already.
      const result = (await tx.execute(sql`select status from orders where id = ${order.id}`)) as unknown as { rows: { status: string }[] };
      const row = result.rows[0];
      heard.push({ hook: 'paid', subjectId: line.subjectId, orderStatus: row?.status ?? '?' });
    },
    async onRefunded(_tx, line, order, refund) {
      heard.push({ hook: 'refunded', subjectId: line.subjectId, orderStatus: order.status, full: refund.full });
    },
    describe: (line) => ({ link: `/test-items/${line.subjectId}` }),
  });
  owner = await newMember(t);
  other = await newMember(t);
  moderator = await newMember(t, { role: 'moderator' });
  admin = await newMember(t, { role: 'admin' });
  editor = await newMember(t, { role: 'editor' });
});
afterAll(() => t.close());

const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));

let subjectCounter = 0;
async function newOrder(userId: number, lines: { quantity: number; unitCents: number }[] = [{ quantity: 2, unitCents: 600 }]) {
  tick();
  return t.app.services.orders.createOrder({
    userId,
    lines: lines.map((line) => ({ subjectKind: 'test_item', subjectId: String((subjectCounter += 1)), descriptionKey: 'lines.test', descriptionParams: { title: 'Тест' }, ...line })),
  });
}

const getOrder = async (id: number, cookie = owner.cookie) => body<Order>(await c.get(`/api/orders/${id}`, cookie));
const balanceOf = async (member: Member) => body<{ balance: number }>(await c.get('/api/profile', member.cookie)).balance;
const checkout = (id: number, cookie = owner.cookie, payload: unknown = {}) => c.post(`/api/orders/${id}/checkout`, cookie, payload);
const sessionOf = (url: string) => url.replace(/^\/payment\/sandbox\//, '');
const credit = (userId: number, payload: unknown, cookie = admin.cookie) => c.post(`/api/users/${userId}/balance`, cookie, payload);
const refund = (id: number, payload: unknown, cookie = admin.cookie) => c.post(`/api/orders/${id}/refund`, cookie, payload);
const webhook = (rawBody: Buffer, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: rawBody, headers: { 'content-type': 'application/json', ...headers } });

async function startCheckout(id: number, cookie = owner.cookie) {
  const res = await checkout(id, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<CheckoutResponse>(res);
}

/** An order checked out through the sandbox: its session and the amount it charges. */
async function checkedOut(userId = owner.id, cookie = owner.cookie) {
  const id = await newOrder(userId);
  const { url, order } = await startCheckout(id, cookie);
  return { id, session: sessionOf(url), amountCents: order.due_cents };
}

const event = (order: { id: number; session: string; amountCents: number }, paid: boolean, at?: Date) =>
  signer.signedEvent({ sessionId: order.session, orderId: order.id, amountCents: order.amountCents, currency: 'usd', paid }, at);

describe('an order and its checkout through the sandbox', () => {
  it('is made by the feature, awaiting payment, with amounts computed on the server', async () => {
    const id = await newOrder(owner.id, [{ quantity: 3, unitCents: 250 }, { quantity: 1, unitCents: 500 }]);
    const order = await getOrder(id);
    expect(order).toMatchObject({ id, status: 'awaiting_payment', currency: 'usd', total_cents: 1250, due_cents: 1250, balance_applied_cents: 0, can_pay: true, paid_at: null });
    expect(order.lines.map((l) => [l.quantity, l.unit_cents, l.amount_cents])).toEqual([[3, 250, 750], [1, 500, 500]]);
    expect(order.lines[0]).toMatchObject({ subject_kind: 'test_item', description: { key: 'lines.test', params: { title: 'Тест' } } });
    expect(order.lines[0]!.link).toMatch(/^\/test-items\/\d+$/);
    expect(order.events.map((e) => [e.kind, e.from, e.to])).toEqual([['created', null, 'awaiting_payment']]);
  });

  it('refuses lines of an unregistered kind, and amounts that are not whole cents', async () => {
    const orders = t.app.services.orders;
    await expect(orders.createOrder({ userId: owner.id, lines: [{ subjectKind: 'nobody', subjectId: '1', descriptionKey: 'lines.x', quantity: 1, unitCents: 100 }] })).rejects.toThrow(/not registered|no subject kind/);
    await expect(orders.createOrder({ userId: owner.id, lines: [{ subjectKind: 'test_item', subjectId: '1', descriptionKey: 'lines.x', quantity: 1, unitCents: 9.99 }] })).rejects.toThrow();
    await expect(orders.createOrder({ userId: owner.id, lines: [] })).rejects.toThrow(RangeError);
  });

  it('opens the sandbox checkout, and the Pay button pays the order through the signed webhook path, once', async () => {
    const id = await newOrder(owner.id);
    const { url, order } = await startCheckout(id);
    expect(url).toMatch(/^\/payment\/sandbox\/sbx_\d+_[0-9a-f]{32}$/);
    expect(order).toMatchObject({ status: 'awaiting_payment', provider: 'sandbox', due_cents: 1200 });
    const session = sessionOf(url);

    const page = body<SandboxSession>(await c.get(`/api/payments/sandbox/${session}`, owner.cookie));
    expect(page).toMatchObject({ session, amount_cents: 1200, open: true, order: { id, total_cents: 1200 } });
    // Only the payer's own checkout.
    expectError(await c.get(`/api/payments/sandbox/${session}`, other.cookie), 404, 'error-not-found');
    expectError(await c.post(`/api/payments/sandbox/${session}/pay`, other.cookie), 404, 'error-not-found');

    const before = heard.length;
    const res = await c.post(`/api/payments/sandbox/${session}/pay`, owner.cookie);
    expect(body<SandboxDecision>(res)).toEqual({ redirect_url: `/payment-success?order=${id}` });
    const paid = await getOrder(id);
    expect(paid).toMatchObject({ status: 'paid', paid_cents: 1200, due_cents: 0, can_pay: false });
    expect(paid.paid_at).not.toBeNull();
    expect(paid.events.map((e) => [e.kind, e.actor])).toEqual([
      ['created', 'system'],
      ['checkout', 'user'],
      ['paid', 'provider'],
    ]);
    // The subject heard of it inside the transaction that marked the order paid.
    expect(heard.slice(before)).toEqual([{ hook: 'paid', subjectId: paid.lines[0]!.subject_id, orderStatus: 'paid' }]);

    // The page now says it is closed; deciding again is refused.
    expect(body<SandboxSession>(await c.get(`/api/payments/sandbox/${session}`, owner.cookie)).open).toBe(false);
    expectError(await c.post(`/api/payments/sandbox/${session}/pay`, owner.cookie), 409, 'error-checkout-closed');
    expectError(await checkout(id), 409, 'error-order-not-payable');
    expect(heard.length).toBe(before + 1);
  });

  it('Decline fails the order; nothing is lost: pay again opens a new checkout and pays it', async () => {
    const first = await checkedOut();
    const res = await c.post(`/api/payments/sandbox/${first.session}/decline`, owner.cookie);
    expect(body<SandboxDecision>(res)).toEqual({ redirect_url: `/payment-failed?order=${first.id}` });
    const failed = await getOrder(first.id);
    expect(failed).toMatchObject({ status: 'failed', can_pay: true, due_cents: 1200 });
    expect(failed.events.at(-1)).toMatchObject({ kind: 'failed', from: 'awaiting_payment', to: 'failed', actor: 'provider' });

    const again = await startCheckout(first.id);
    expect(again.order.status).toBe('awaiting_payment');
    const session = sessionOf(again.url);
    expect(session).not.toBe(first.session);
    // The old checkout is closed once a newer one is open.
    expectError(await c.post(`/api/payments/sandbox/${first.session}/pay`, owner.cookie), 409, 'error-checkout-closed');
    await c.post(`/api/payments/sandbox/${session}/pay`, owner.cookie);
    expect((await getOrder(first.id)).status).toBe('paid');
  });

  it('takes Pays clicked at once as one payment: paid once, nothing credited to the balance, the others refused', async () => {
    const member = await newMember(t);
    const order = await checkedOut(member.id, member.cookie);
    const before = heard.length;
    // Genuinely concurrent on PostgreSQL (each request its own connection); serial on PGlite's one.
    const answers = await Promise.all([1, 2, 3].map(() => c.post(`/api/payments/sandbox/${order.session}/pay`, member.cookie)));
    expect(answers.map((res) => res.statusCode).toSorted()).toEqual([200, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expectError(res, 409, 'error-checkout-closed');
    const paid = await getOrder(order.id, member.cookie);
    expect(paid).toMatchObject({ status: 'paid', paid_cents: 1200, refunded_cents: 0 });
    expect(paid.events.filter((e) => e.kind === 'paid')).toHaveLength(1);
    expect(paid.events.filter((e) => e.kind === 'payment_credited')).toHaveLength(0);
    expect(await balanceOf(member)).toBe(0);
    expect(await t.app.services.orders.balanceEntriesOf(member.id)).toEqual([]);
    expect(heard.slice(before).filter((h) => h.hook === 'paid')).toHaveLength(1);
  });

  it('answers 404 to sessions that are not sandbox sessions, and 401 without a session', async () => {
    expectError(await c.get('/api/payments/sandbox/cs_test_123', owner.cookie), 404, 'error-not-found');
    expectError(await c.post('/api/payments/sandbox/sbx_999999_00000000000000000000000000000000/pay', owner.cookie), 404, 'error-not-found');
    expectError(await c.get('/api/payments/sandbox/whatever'), 401, 'notification-auth-error');
    expectError(await c.post('/api/payments/sandbox/whatever/decline'), 401, 'notification-auth-error');
  });
});

describe('webhooks', () => {
  it('refuse a bad, missing or old signature (400 error-webhook-signature) and change nothing', async () => {
    const order = await checkedOut();
    const signed = event(order, true);
    const tampered = Buffer.from(signed.rawBody.toString().replace(`"amount_cents":${order.amountCents}`, '"amount_cents":1'));
    expectError(await webhook(tampered, signed.headers), 400, 'error-webhook-signature');
    expectError(await webhook(signed.rawBody, {}), 400, 'error-webhook-signature');
    expectError(await webhook(signed.rawBody, { [SANDBOX_SIGNATURE_HEADER]: 't=1,v1=abcd' }), 400, 'error-webhook-signature');
    // Signed by someone else.
    const forged = sandboxPayments({ secret: 'not-the-secret-of-this-site', now: () => clock }).signedEvent({
      sessionId: order.session,
      orderId: order.id,
      amountCents: order.amountCents,
      currency: 'usd',
      paid: true,
    });
    expectError(await webhook(forged.rawBody, forged.headers), 400, 'error-webhook-signature');
    // A replay of a genuine event after the 5-minute tolerance.
    const old = event(order, true, new Date(clock.getTime() - 10 * 60_000));
    expectError(await webhook(old.rawBody, old.headers), 400, 'error-webhook-signature');
    expectError(await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox' }), 400, 'error-webhook-signature');
    expect((await getOrder(order.id)).status).toBe('awaiting_payment');
  });

  it('do an event once however often it comes (a replay of the same event id is a duplicate)', async () => {
    const order = await checkedOut();
    const signed = event(order, true);
    const before = heard.length;
    expect(body(await webhook(signed.rawBody, signed.headers))).toEqual({ received: true, duplicate: false });
    expect(body(await webhook(signed.rawBody, signed.headers))).toEqual({ received: true, duplicate: true });
    const [a, b] = await Promise.all([webhook(signed.rawBody, signed.headers), webhook(signed.rawBody, signed.headers)]);
    expect([body(a)['duplicate'], body(b)['duplicate']]).toEqual([true, true]);
    const paid = await getOrder(order.id);
    expect(paid.events.filter((e) => e.kind === 'paid')).toHaveLength(1);
    expect(heard.length).toBe(before + 1);
  });

  it('are safe out of order: a failure after the payment never un-pays; a payment after a failure pays', async () => {
    const one = await checkedOut();
    const paidEvent = event(one, true);
    const failedEvent = event(one, false);
    await webhook(paidEvent.rawBody, paidEvent.headers);
    expect(body(await webhook(failedEvent.rawBody, failedEvent.headers))).toEqual({ received: true, duplicate: false });
    expect((await getOrder(one.id)).status).toBe('paid');

    const two = await checkedOut();
    const late = event(two, true);
    const early = event(two, false);
    await webhook(early.rawBody, early.headers);
    expect((await getOrder(two.id)).status).toBe('failed');
    await webhook(late.rawBody, late.headers);
    const order = await getOrder(two.id);
    expect(order.status).toBe('paid');
    expect(order.events.map((e) => e.kind)).toEqual(['created', 'checkout', 'failed', 'paid']);
  });

  it('credit a second payment (an older checkout paid too) to the balance instead of losing it', async () => {
    const id = await newOrder(other.id);
    const first = sessionOf((await startCheckout(id, other.cookie)).url);
    const second = sessionOf((await startCheckout(id, other.cookie)).url);
    const balance = await balanceOf(other);
    const paySecond = event({ id, session: second, amountCents: 1200 }, true);
    const payFirst = event({ id, session: first, amountCents: 1200 }, true);
    await webhook(paySecond.rawBody, paySecond.headers);
    await webhook(payFirst.rawBody, payFirst.headers);
    const order = await getOrder(id, other.cookie);
    expect(order.status).toBe('paid');
    expect(order.events.at(-1)).toMatchObject({ kind: 'payment_credited', amount_cents: 1200, from: 'paid', to: 'paid' });
    expect(await balanceOf(other)).toBe(balance + 1200);
  });

  it('leave an order unpaid when the money is short of what it owes (credited), and ignore events for no order', async () => {
    const order = await checkedOut();
    const short = event({ ...order, amountCents: order.amountCents - 1 }, true);
    const before = await balanceOf(owner);
    await webhook(short.rawBody, short.headers);
    expect((await getOrder(order.id)).status).toBe('awaiting_payment');
    expect(await balanceOf(owner)).toBe(before + order.amountCents - 1);
    const nowhere = event({ id: 2_000_000, session: 'sbx_2000000_x', amountCents: 100 }, true);
    expect(body(await webhook(nowhere.rawBody, nowhere.headers))).toEqual({ received: true, duplicate: false });
  });

  it('answer 500 and keep nothing when a subject cannot take the payment, so the provider sends it again', async () => {
    const order = await checkedOut();
    const signed = event(order, true);
    failNextHook = true;
    const res = await webhook(signed.rawBody, signed.headers);
    expectError(res, 500, 'error-internal');
    expect((await getOrder(order.id)).status).toBe('awaiting_payment');
    // The provider's retry of the same event is then done (it was not recorded as seen).
    expect(body(await webhook(signed.rawBody, signed.headers))).toEqual({ received: true, duplicate: false });
    expect((await getOrder(order.id)).status).toBe('paid');
  });

  it('answer 404 for the provider that is not configured', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', payload: '{}', headers: { 'content-type': 'application/json' } }), 404, 'error-not-found');
  });
});

describe('the balance', () => {
  it('pays first: part of the order, the provider the rest', async () => {
    const member = await newMember(t);
    expect(body<Balance>(await credit(member.id, { amount_cents: 500, reason: 'Goodwill for a misprint' }))).toEqual({ user_id: member.id, balance_cents: 500 });
    expect(await balanceOf(member)).toBe(500);
    expect(await t.app.services.audit.list({ action: 'balance.credit', subjectId: String(member.id) }, 5)).toMatchObject([
      { actor: { id: admin.id }, subject: { kind: 'member' }, before: { balance_cents: 0 }, after: { balance_cents: 500 }, reason: 'Goodwill for a misprint' },
    ]);
    const id = await newOrder(member.id);
    const { url, order } = await startCheckout(id, member.cookie);
    expect(order).toMatchObject({ balance_applied_cents: 500, due_cents: 700, status: 'awaiting_payment' });
    expect(await balanceOf(member)).toBe(0);
    const session = sessionOf(url);
    expect(body<SandboxSession>(await c.get(`/api/payments/sandbox/${session}`, member.cookie)).amount_cents).toBe(700);
    await c.post(`/api/payments/sandbox/${session}/pay`, member.cookie);
    expect(await getOrder(id, member.cookie)).toMatchObject({ status: 'paid', balance_applied_cents: 500, paid_cents: 700 });
    const ledger = await t.app.services.orders.balanceEntriesOf(member.id);
    expect(ledger.map((e) => [e.reason, e.deltaCents, e.balanceAfterCents])).toEqual([
      ['grant', 500, 500],
      ['order_payment', -500, 0],
    ]);
  });

  it('pays the whole order at once when it covers it: paid, recorded, no provider', async () => {
    const member = await newMember(t);
    await credit(member.id, { amount_cents: 2000, reason: 'Prize' });
    const id = await newOrder(member.id);
    const before = heard.length;
    const { url, order } = await startCheckout(id, member.cookie);
    expect(url).toBe(`/payment-success?order=${id}`);
    expect(order).toMatchObject({ status: 'paid', balance_applied_cents: 1200, paid_cents: 0, provider: null });
    expect(order.events.map((e) => [e.kind, e.actor, e.amount_cents])).toEqual([
      ['created', 'system', 1200],
      ['balance_applied', 'user', 1200],
      ['paid', 'user', 0],
    ]);
    expect(heard.length).toBe(before + 1);
    expect(await balanceOf(member)).toBe(800);
  });

  it('set aside for a checkout that then fails stays with the order (paid again, it is not taken twice), and a cancellation gives it back', async () => {
    const member = await newMember(t);
    await credit(member.id, { amount_cents: 300, reason: 'Prize' });
    const id = await newOrder(member.id);
    const first = sessionOf((await startCheckout(id, member.cookie)).url);
    await c.post(`/api/payments/sandbox/${first}/decline`, member.cookie);
    expect(await getOrder(id, member.cookie)).toMatchObject({ status: 'failed', balance_applied_cents: 300, due_cents: 900 });
    // More credit arrives; the next checkout sets it aside too.
    await credit(member.id, { amount_cents: 200, reason: 'Prize' });
    const second = await startCheckout(id, member.cookie);
    expect(second.order).toMatchObject({ balance_applied_cents: 500, due_cents: 700 });
    // The older checkout (900) is paid late after all: the 200 set aside beyond the total goes back.
    const late = event({ id, session: first, amountCents: 900 }, true);
    await webhook(late.rawBody, late.headers);
    expect(await getOrder(id, member.cookie)).toMatchObject({ status: 'paid', balance_applied_cents: 300, paid_cents: 900 });
    expect(await balanceOf(member)).toBe(200);

    const cancelled = await newOrder(member.id);
    await startCheckout(cancelled, member.cookie);
    expect(await balanceOf(member)).toBe(0);
    await t.app.services.orders.cancel(cancelled, { reason: 'The ad was deleted' });
    expect(await getOrder(cancelled, member.cookie)).toMatchObject({ status: 'cancelled', balance_applied_cents: 0, can_pay: false });
    expect(await balanceOf(member)).toBe(200);
    expectError(await checkout(cancelled, member.cookie), 409, 'error-order-not-payable');
  });

  it('is credited only by admins, with a reason, never to their own account', async () => {
    const member = await newMember(t);
    expectError(await credit(member.id, { amount_cents: 100, reason: 'x' }, owner.cookie), 403, 'error-money-staff-only');
    expectError(await credit(member.id, { amount_cents: 100, reason: 'x' }, editor.cookie), 403, 'error-money-staff-only');
    // Moderators work the review queue, not the till.
    expectError(await credit(member.id, { amount_cents: 100, reason: 'x' }, moderator.cookie), 403, 'error-money-staff-only');
    expectError(await credit(member.id, { amount_cents: 100, reason: 'x' }, ''), 401, 'notification-auth-error');
    expectError(await credit(admin.id, { amount_cents: 100, reason: 'x' }, admin.cookie), 403, 'error-own-balance');
    expectError(await credit(9_999_999, { amount_cents: 100, reason: 'x' }), 404, 'error-not-found');
    const gone = await newMember(t);
    await t.database.query('UPDATE users SET deleted_at = now() WHERE id = $1', [gone.id]);
    expectError(await credit(gone.id, { amount_cents: 100, reason: 'x' }), 404, 'error-not-found');
    expectError(await credit(member.id, { amount_cents: 100, reason: '  ' }), 422, 'error-reason-required');
    expectError(await credit(member.id, { amount_cents: 100 }), 422, 'error-reason-required');
    expectFieldError(await credit(member.id, { amount_cents: 0, reason: 'x' }), 'amount_cents');
    expectFieldError(await credit(member.id, { amount_cents: 1_000_001, reason: 'x' }), 'amount_cents');
    expectFieldError(await credit(member.id, { amount_cents: 1.5, reason: 'x' }), 'amount_cents');
    expect(expectError(await credit(member.id, { amount_cents: 100, reason: 'bad\u0007' }), 422, 'validation-control-characters').errors?.['reason']).toBeDefined();
    expect(await balanceOf(member)).toBe(0);
    expect(body<Balance>(await credit(member.id, { amount_cents: 100, reason: 'Welcome' }, admin.cookie)).balance_cents).toBe(100);
    const [entry] = await t.app.services.orders.balanceEntriesOf(member.id);
    expect(entry).toMatchObject({ reason: 'grant', deltaCents: 100, byUserId: admin.id, note: 'Welcome' });
  });
});

describe('refunds', () => {
  async function paidOrder(member: Member) {
    const order = await checkedOut(member.id, member.cookie);
    await c.post(`/api/payments/sandbox/${order.session}/pay`, member.cookie);
    return order.id;
  }

  it('give back all that is left, to the balance, and the subject hears of a full refund', async () => {
    const member = await newMember(t);
    const id = await paidOrder(member);
    const before = heard.length;
    const all = body<Order>(await refund(id, { to: 'balance', reason: 'Printed a day late' }));
    expect(all).toMatchObject({ status: 'refunded', refunded_cents: 1200, refunded_to_provider_cents: 0 });
    expect(await balanceOf(member)).toBe(1200);
    expect(all.events.slice(-1).map((e) => [e.kind, e.actor, e.amount_cents, e.reason, e.to])).toEqual([['refunded', 'staff', 1200, 'Printed a day late', 'refunded']]);
    expect(heard.slice(before).map((h) => [h.hook, h.orderStatus, h.full])).toEqual([['refunded', 'refunded', true]]);
    expectError(await refund(id, { to: 'balance', reason: 'Again' }), 409, 'error-order-not-refundable');
    // Audited in the refund's transaction (issue #27); the refused second one left nothing.
    expect(await t.app.services.audit.list({ subjectKind: 'order', subjectId: String(id) }, 5)).toMatchObject([
      { action: 'order.refund', actor: { id: admin.id }, before: { status: 'paid', refunded_cents: 0 }, after: { status: 'refunded', refunded_cents: 1200, to_card_cents: 0, to_balance_cents: 1200 }, reason: 'Printed a day late' },
    ]);
  });

  it('never give back a part: a part could not say which of what it bought it takes back (decision 036)', async () => {
    const member = await newMember(t);
    const id = await paidOrder(member);
    expectError(await refund(id, { to: 'balance', amount_cents: 300, reason: 'Printed a day late' }), 409, 'error-refund-partial');
    expectError(await refund(id, { to: 'provider', amount_cents: 1199, reason: 'Part' }), 409, 'error-refund-partial');
    expectError(await refund(id, { to: 'balance', amount_cents: 1201, reason: 'Too much' }), 409, 'error-refund-partial');
    expect(await getOrder(id, member.cookie)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect(await balanceOf(member)).toBe(0);
    // The whole amount, named, is the whole refund.
    expect(body<Order>(await refund(id, { to: 'balance', amount_cents: 1200, reason: 'All of it' }))).toMatchObject({ status: 'refunded', refunded_cents: 1200 });
  });

  it('to the card give back what the card paid, and what the balance paid to the balance, in one go; the subject hears once', async () => {
    const member = await newMember(t);
    await credit(member.id, { amount_cents: 500, reason: 'Prize' });
    const id = await paidOrder(member);
    expect((await getOrder(id, member.cookie)).paid_cents).toBe(700);
    const before = heard.length;
    const all = body<Order>(await refund(id, { to: 'provider', reason: 'Rejected by the desk' }));
    expect(all).toMatchObject({ status: 'refunded', refunded_cents: 1200, refunded_to_provider_cents: 700 });
    expect(all.events.slice(-2).map((e) => [e.kind, e.amount_cents, e.to])).toEqual([
      ['refunded', 700, 'partially_refunded'],
      ['refunded', 500, 'refunded'],
    ]);
    expect(heard.slice(before).map((h) => [h.hook, h.orderStatus, h.full])).toEqual([['refunded', 'refunded', true]]);
    expect(await balanceOf(member)).toBe(500);
  });

  it('are for admins only, never of their own order, of paid orders, with a reason', async () => {
    const unpaid = await newOrder(owner.id);
    const id = await paidOrder(owner);
    expectError(await refund(id, { to: 'balance', reason: 'x' }, owner.cookie), 403, 'error-money-staff-only');
    expectError(await refund(id, { to: 'balance', reason: 'x' }, editor.cookie), 403, 'error-money-staff-only');
    // The moderator of the issue: the review queue is theirs, the till is not.
    expectError(await refund(id, { to: 'balance', reason: 'x' }, moderator.cookie), 403, 'error-money-staff-only');
    expectError(await refund(id, { to: 'balance', reason: 'x' }, ''), 401, 'notification-auth-error');
    expectError(await refund(unpaid, { to: 'balance', reason: 'x' }), 409, 'error-order-not-refundable');
    expectError(await refund(9_999_999, { to: 'balance', reason: 'x' }), 404, 'error-not-found');
    expectError(await refund(id, { to: 'balance' }), 422, 'error-reason-required');
    expectFieldError(await refund(id, { to: 'cash', reason: 'x' }), 'to');
    expectFieldError(await refund(id, { to: 'balance', amount_cents: -5, reason: 'x' }), 'amount_cents');
    expect((await getOrder(id)).status).toBe('paid');
  });

  it('refuse staff their own order, to the card or to the balance, and change nothing', async () => {
    const ownId = await paidOrder(admin);
    expectError(await refund(ownId, { to: 'balance', reason: 'Mine' }, admin.cookie), 403, 'error-own-order');
    expectError(await refund(ownId, { to: 'provider', reason: 'Mine' }, admin.cookie), 403, 'error-own-order');
    expect(await getOrder(ownId, admin.cookie)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect(await balanceOf(admin)).toBe(0);
    // Another admin may.
    const second = await newMember(t, { role: 'admin' });
    expect(body<Order>(await refund(ownId, { to: 'balance', reason: 'Not printed' }, second.cookie)).status).toBe('refunded');
  });
});

describe('who reads orders', () => {
  it('lists the caller’s own orders, newest first, in pages', async () => {
    const member = await newMember(t);
    const ids = [await newOrder(member.id), await newOrder(member.id), await newOrder(member.id)];
    const page = body<OrdersResponse>(await c.get('/api/orders', member.cookie));
    expect(page).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(page.data.map((o) => o.id)).toEqual([...ids].reverse());
    expect(page.data[0]!.lines).toHaveLength(1);
    expect(body<OrdersResponse>(await c.get('/api/orders?page=2', member.cookie)).data).toEqual([]);
    expectFieldError(await c.get('/api/orders?page=0', member.cookie), 'page');
    expectError(await c.get('/api/orders'), 401, 'notification-auth-error');
  });

  it('shows an order to its owner and to admins; to anyone else it does not exist', async () => {
    const id = await newOrder(owner.id);
    expect((await getOrder(id)).id).toBe(id);
    expectError(await c.get(`/api/orders/${id}`, other.cookie), 404, 'error-not-found');
    expectError(await c.get(`/api/orders/${id}`, editor.cookie), 404, 'error-not-found');
    expectError(await c.get(`/api/orders/${id}`, moderator.cookie), 404, 'error-not-found');
    expect((await getOrder(id, admin.cookie)).id).toBe(id);
    expectError(await c.get(`/api/orders/${id}`), 401, 'notification-auth-error');
    expectError(await c.get('/api/orders/abc', owner.cookie), 404, 'error-not-found');
    // Only the owner checks an order out, staff included.
    expectError(await checkout(id, other.cookie), 404, 'error-not-found');
    expectError(await checkout(id, admin.cookie), 404, 'error-not-found');
    expectFieldError(await checkout(id, owner.cookie, { locale: 'de' }), 'locale');
    expectError(await checkout(id, ''), 401, 'notification-auth-error');
  });
});

describe('the demo seed’s orders', () => {
  it('makes an order in every state, with a history that leads there, that the API reads like any other', async () => {
    const member = await newMember(t);
    for (const status of ORDER_STATUSES) {
      const id = await seedOrder(t.database.db, {
        userId: member.id,
        status,
        at: clock,
        lines: [{ subjectKind: 'test_item', subjectId: status, descriptionKey: 'lines.test', quantity: 2, unitCents: 750 }],
      });
      const order = await getOrder(id, member.cookie);
      expect(order).toMatchObject({ status, total_cents: 1500 });
      expect(order.events[0]).toMatchObject({ kind: 'created', from: null });
      expect(order.events.at(-1)!.to).toBe(status);
      expect(order.paid_cents).toBe(['paid', 'partially_refunded', 'refunded'].includes(status) ? 1500 : 0);
    }
    const page = body<OrdersResponse>(await c.get('/api/orders', member.cookie));
    expect(page.data.map((o) => o.status).sort()).toEqual([...ORDER_STATUSES].sort());
    // A seeded failed order is paid like any other.
    const failed = page.data.find((o) => o.status === 'failed')!;
    const { url } = await startCheckout(failed.id, member.cookie);
    await c.post(`/api/payments/sandbox/${sessionOf(url)}/pay`, member.cookie);
    expect((await getOrder(failed.id, member.cookie)).status).toBe('paid');
  });
});

describe('the payment budgets', () => {
  it('are kept per member, not per session: signing in again buys no new budget', async () => {
    const payer = await newMember(t);
    const again = await t.app.services.accounts.startSession(payer.user, 'Password', {});
    const pay = (cookie: string) => c.post('/api/payments/sandbox/sbx_999999_00000000000000000000000000000000/pay', cookie);
    for (let i = 0; i < 30; i += 1) expect((await pay(payer.cookie)).statusCode).toBe(404);
    expectError(await pay(`sid=${again.rawToken}`), 429, 'error-too-many-requests');
    // Another member from the same address still has their own.
    expect((await pay(other.cookie)).statusCode).toBe(404);
  });
});
