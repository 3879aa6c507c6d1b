import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDateOptions, type CheckoutResponse, type ClassifiedWrite, type MyClassified, type MyClassifiedsResponse, type NotificationsResponse, type Order } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

/**
 * The Stripe adapter against a local peer: a small server speaking the part of Stripe's API the
 * adapter calls (POST /v1/checkout/sessions, POST /v1/refunds), and webhooks signed as Stripe
 * signs them (`stripe.webhooks.generateTestHeaderString`).
 */
const SECRET_KEY = 'sk_test_gazeta_local_peer';
const WEBHOOK_SECRET = 'whsec_gazeta_local_peer';
const stripe = new Stripe(SECRET_KEY);

interface PeerRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** What the peer was asked, and how it answers next. */
const peer = {
  requests: [] as PeerRequest[],
  /** An HTTP status to answer the next calls with instead of success. */
  failWith: 0,
  sessions: new Map<string, Record<string, unknown>>(),
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let server: Server;
let t: TestApp;
let c: Client;
let clock: Date;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const path = req.url ?? '';
    peer.requests.push({ method: req.method ?? '', path, form, authorization: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}`, 'stripe-should-retry': 'false' });
      res.end(JSON.stringify(json));
    };
    if (peer.failWith) return send(peer.failWith, { error: { type: 'api_error', message: 'The peer is down for this test.' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      let amount = 0;
      for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
        amount += Number(form.get(`line_items[${i}][quantity]`)) * Number(form.get(`line_items[${i}][price_data][unit_amount]`));
      }
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        amount_total: amount,
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { order_id: form.get('metadata[order_id]') },
        payment_status: 'unpaid',
        payment_intent: null,
        status: 'open',
      };
      peer.sessions.set(id, session);
      return send(200, session);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      return send(200, { id: `re_${randomBytes(10).toString('hex')}`, object: 'refund', amount: Number(form.get('amount')), payment_intent: form.get('payment_intent'), status: 'succeeded', currency: 'usd' });
    }
    return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    now: () => clock,
    env: { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
  });
  clock = new Date();
  c = client(t);
  t.app.services.orders.registerSubject('test_item', { onPaid: async () => undefined, onRefunded: async () => undefined });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  peer.requests = [];
  peer.failWith = 0;
});

const newOrder = (userId: number) =>
  t.app.services.orders.createOrder({
    userId,
    lines: [
      { subjectKind: 'test_item', subjectId: 'a', descriptionKey: 'lines.test', quantity: 2, unitCents: 600 },
      { subjectKind: 'test_item', subjectId: 'b', descriptionKey: 'lines.test', quantity: 1, unitCents: 300 },
    ],
  });

/** A webhook as Stripe sends it: the event's JSON, signed in Stripe-Signature. */
function stripeWebhook(type: string, session: Record<string, unknown>, options: { secret?: string; timestamp?: number; id?: string } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${randomBytes(12).toString('hex')}`, object: 'event', api_version: '2025-01-01', type, data: { object: session } });
  const signature = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
}

/** A charge as Stripe's charge.refunded carries it: what it has refunded in all so far. */
const charge = (paymentIntent: string, amountRefunded: number) => ({
  id: `ch_${paymentIntent}`,
  object: 'charge',
  amount: 1500,
  amount_refunded: amountRefunded,
  currency: 'usd',
  payment_intent: paymentIntent,
  refunded: amountRefunded >= 1500,
  metadata: {},
});

const order = async (member: { cookie: string }, id: number) => body<Order>(await c.get(`/api/orders/${id}`, member.cookie));

async function checkedOut() {
  const member = await newMember(t);
  const id = await newOrder(member.id);
  const res = await c.post(`/api/orders/${id}/checkout`, member.cookie, { locale: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  const { url } = body<CheckoutResponse>(res);
  const sessionId = url.split('/').at(-1)!;
  return { member, id, url, session: peer.sessions.get(sessionId)! };
}

describe('the Stripe adapter', () => {
  it('opens a Checkout Session for the order, in the payer’s language, with the way back', async () => {
    const { id, url, session } = await checkedOut();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const [request] = peer.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${SECRET_KEY}` });
    const form = request!.form;
    expect(form.get('mode')).toBe('payment');
    expect(form.get('client_reference_id')).toBe(String(id));
    expect(form.get('metadata[order_id]')).toBe(String(id));
    expect(form.get('payment_intent_data[metadata][order_id]')).toBe(String(id));
    expect(form.get('locale')).toBe('en');
    expect(form.get('success_url')).toBe(`http://localhost:3000/payment-success?order=${id}`);
    expect(form.get('cancel_url')).toBe(`http://localhost:3000/payment-failed?order=${id}`);
    expect([form.get('line_items[0][quantity]'), form.get('line_items[0][price_data][unit_amount]'), form.get('line_items[0][price_data][currency]')]).toEqual(['2', '600', 'usd']);
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('300');
    expect(session['amount_total']).toBe(1500);
  });

  it('charges one line for what the balance leaves', async () => {
    const member = await newMember(t);
    const admin = await newMember(t, { role: 'admin' });
    await c.post(`/api/users/${member.id}/balance`, admin.cookie, { amount_cents: 400, reason: 'Prize' });
    const id = await newOrder(member.id);
    peer.requests = [];
    const { order } = body<CheckoutResponse>(await c.post(`/api/orders/${id}/checkout`, member.cookie, { locale: 'ru' }));
    expect(order).toMatchObject({ balance_applied_cents: 400, due_cents: 1100 });
    const form = peer.requests[0]!.form;
    expect([form.get('line_items[0][quantity]'), form.get('line_items[0][price_data][unit_amount]'), form.has('line_items[1][quantity]')]).toEqual(['1', '1100', false]);
    expect(form.get('line_items[0][price_data][product_data][name]')).toContain(`№ ${id}`);
    expect(form.get('locale')).toBe('ru');
  });

  it('answers 502 "Error for getting payment link." when Stripe fails, and the order can be paid later', async () => {
    const member = await newMember(t);
    const id = await newOrder(member.id);
    peer.failWith = 500;
    const error = expectError(await c.post(`/api/orders/${id}/checkout`, member.cookie), 502, 'notification-error-payment-link');
    expect(error.message).toBe('Error for getting payment link.');
    const order = body<Order>(await c.get(`/api/orders/${id}`, member.cookie));
    expect(order).toMatchObject({ status: 'awaiting_payment', can_pay: true, provider: null });
    peer.failWith = 0;
    expect((await c.post(`/api/orders/${id}/checkout`, member.cookie)).statusCode).toBe(200);
  });

  it('marks the order paid only on a verified checkout.session.completed, once, and ignores an unpaid completion', async () => {
    const { member, id, session } = await checkedOut();
    // Bank debits complete unpaid first: not yet paid.
    expect(body(await stripeWebhook('checkout.session.completed', { ...session, status: 'complete', payment_status: 'unpaid' }))).toEqual({ received: true, duplicate: false });
    expect(body<Order>(await c.get(`/api/orders/${id}`, member.cookie)).status).toBe('awaiting_payment');

    const paid = { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_1' };
    expectError(await stripeWebhook('checkout.session.completed', paid, { secret: 'whsec_someone_else' }), 400, 'error-webhook-signature');
    expectError(await stripeWebhook('checkout.session.completed', paid, { timestamp: Math.floor(clock.getTime() / 1000) - 3600 }), 400, 'error-webhook-signature');
    // Dated ahead by more than the tolerance: refused too (a signature must not outlive its window by being from the future).
    expectError(await stripeWebhook('checkout.session.completed', paid, { timestamp: Math.floor(Date.now() / 1000) + 3600 }), 400, 'error-webhook-signature');
    expect(body<Order>(await c.get(`/api/orders/${id}`, member.cookie)).status).toBe('awaiting_payment');

    const eventId = `evt_${randomBytes(8).toString('hex')}`;
    expect(body(await stripeWebhook('checkout.session.completed', paid, { id: eventId }))).toEqual({ received: true, duplicate: false });
    expect(body(await stripeWebhook('checkout.session.completed', paid, { id: eventId }))).toEqual({ received: true, duplicate: true });
    // The same payment told again under another event id changes nothing either.
    await stripeWebhook('checkout.session.async_payment_succeeded', paid);
    // An expiry that arrives late does not un-pay.
    await stripeWebhook('checkout.session.expired', { ...session, status: 'expired' });
    const order = body<Order>(await c.get(`/api/orders/${id}`, member.cookie));
    expect(order).toMatchObject({ status: 'paid', paid_cents: 1500 });
    expect(order.events.map((e) => e.kind)).toEqual(['created', 'checkout', 'paid']);
  });

  it('fails the order on an expired or failed session, and a later async success still pays it', async () => {
    const { member, id, session } = await checkedOut();
    await stripeWebhook('checkout.session.expired', { ...session, status: 'expired' });
    expect(body<Order>(await c.get(`/api/orders/${id}`, member.cookie)).status).toBe('failed');
    await stripeWebhook('checkout.session.async_payment_succeeded', { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_2' });
    const order = body<Order>(await c.get(`/api/orders/${id}`, member.cookie));
    expect(order.status).toBe('paid');
    expect(order.events.map((e) => e.kind)).toEqual(['created', 'checkout', 'expired', 'paid']);
  });

  it('ignores events that are no checkout session, and unknown types', async () => {
    const res = await stripeWebhook('payment_intent.created', { id: 'pi_x', object: 'payment_intent', amount: 100 });
    expect(body(res)).toEqual({ received: true, duplicate: false });
  });

  it('refunds through Stripe with the payment intent, the amount and an idempotency key; a refusal records nothing', async () => {
    const { member, id, session } = await checkedOut();
    await stripeWebhook('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_3' });
    const admin = await newMember(t, { role: 'admin' });
    peer.requests = [];
    peer.failWith = 402;
    expectError(await c.post(`/api/orders/${id}/refund`, admin.cookie, { to: 'provider', reason: 'Not printed' }), 502, 'error-refund-failed');
    expect(body<Order>(await c.get(`/api/orders/${id}`, member.cookie))).toMatchObject({ status: 'paid', refunded_cents: 0 });
    peer.failWith = 0;
    peer.requests = [];
    const order = body<Order>(await c.post(`/api/orders/${id}/refund`, admin.cookie, { to: 'provider', reason: 'Not printed' }));
    expect(order).toMatchObject({ status: 'refunded', refunded_cents: 1500, refunded_to_provider_cents: 1500 });
    const [request] = peer.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/refunds', idempotencyKey: `order-${id}-refund-0-1500` });
    expect([request!.form.get('payment_intent'), request!.form.get('amount')]).toEqual(['pi_test_3', '1500']);
  });

  it('reads back refunds made in Stripe’s dashboard (charge.refunded): once per event, partial ones too, an older event after a newer changing nothing', async () => {
    const { member, id, session } = await checkedOut();
    await stripeWebhook('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_dash_1' });
    const first = `evt_${randomBytes(8).toString('hex')}`;
    expect(body(await stripeWebhook('charge.refunded', charge('pi_dash_1', 500), { id: first }))).toEqual({ received: true, duplicate: false });
    expect(body(await stripeWebhook('charge.refunded', charge('pi_dash_1', 500), { id: first }))).toEqual({ received: true, duplicate: true });
    expect(await order(member, id)).toMatchObject({ status: 'partially_refunded', refunded_cents: 500, refunded_to_provider_cents: 500 });

    // A second refund of 700 (1200 in all), then the first one's event again under a new id: 1200, not 1700.
    await stripeWebhook('charge.refunded', charge('pi_dash_1', 1200));
    await stripeWebhook('charge.refunded', charge('pi_dash_1', 500));
    let read = await order(member, id);
    expect(read).toMatchObject({ status: 'partially_refunded', refunded_cents: 1200, refunded_to_provider_cents: 1200 });
    expect(read.events.filter((e) => e.kind === 'refunded').map((e) => [e.amount_cents, e.actor, e.reason])).toEqual([
      [500, 'provider', null],
      [700, 'provider', null],
    ]);

    // The rest, out of order with a late echo: refunded in full, once.
    await stripeWebhook('charge.refunded', charge('pi_dash_1', 1500));
    await stripeWebhook('charge.refunded', charge('pi_dash_1', 1200));
    read = await order(member, id);
    expect(read).toMatchObject({ status: 'refunded', refunded_cents: 1500 });
    expect(read.events.filter((e) => e.kind === 'refunded')).toHaveLength(3);
    // Each refund is told to the payer in the bell.
    const notes = body<NotificationsResponse>(await c.get('/api/forum/notifications', member.cookie)).data.data.filter((n) => n.type === 'order_refunded');
    expect(notes.map((n) => n.data.amount_cents)).toEqual([300, 700, 500]);
  });

  it('takes the echo of a refund made here as nothing new; ignores unknown payments and other currencies; refuses a bad signature', async () => {
    const { member, id, session } = await checkedOut();
    await stripeWebhook('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_echo_1' });
    const admin = await newMember(t, { role: 'admin' });
    expect((await c.post(`/api/orders/${id}/refund`, admin.cookie, { to: 'provider', reason: 'Не вышло в номере' })).statusCode).toBe(200);
    await stripeWebhook('charge.refunded', charge('pi_echo_1', 1500));
    expect(await order(member, id)).toMatchObject({ status: 'refunded', refunded_cents: 1500, refunded_to_provider_cents: 1500 });
    expect((await order(member, id)).events.filter((e) => e.kind === 'refunded')).toHaveLength(1);

    expect(body(await stripeWebhook('charge.refunded', charge('pi_nobody', 400)))).toEqual({ received: true, duplicate: false });
    await stripeWebhook('charge.refunded', { ...charge('pi_echo_1', 1500), currency: 'eur' });
    expectError(await stripeWebhook('charge.refunded', charge('pi_echo_1', 1500), { secret: 'whsec_someone_else' }), 400, 'error-webhook-signature');
    expect(await order(member, id)).toMatchObject({ status: 'refunded', refunded_cents: 1500 });
  });

  it('a print ad refunded in full in the dashboard stops being printed and waits for payment; a partial refund leaves its run alone', async () => {
    const member = await newMember(t);
    const moderator = await newMember(t, { role: 'moderator' });
    const mine = body<MyClassifiedsResponse>(await c.get('/api/me/classifieds', member.cookie));
    const publishDate = publishDateOptions(mine.schedule.issues, ['chicagoland'], clock)[0]!;
    const placed = await c.form('/api/classifieds', member.cookie, [
      ['section', 'services'],
      ['type', 'offer'],
      ['version', 'both'],
      ['title', 'Репетитор'],
      ['text', `Математика и физика, Нортбрук ${randomBytes(3).toString('hex')}`],
      ['editions[0]', 'chicagoland'],
      ['issues', '2'],
      ['publish_date', publishDate],
      ['agree', '1'],
    ]);
    expect(placed.statusCode, placed.body).toBe(201);
    const write = body<ClassifiedWrite>(placed);
    const { url } = body<CheckoutResponse>(await c.post(`/api/orders/${write.order_id}/checkout`, member.cookie, { locale: 'ru' }));
    const session = peer.sessions.get(url.split('/').at(-1)!)!;
    await stripeWebhook('checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid', payment_intent: 'pi_ad_1' });
    expect((await c.post(`/api/forum/moderation/classifieds/${write.classified.id}`, moderator.cookie, { decision: 'approve' })).statusCode).toBe(200);
    const ad = async () => body<MyClassifiedsResponse>(await c.get('/api/me/classifieds', member.cookie)).data.find((a: MyClassified) => a.id === write.classified.id)!;
    expect(await ad()).toMatchObject({ status: 'scheduled', due_cents: 0 });
    const price = write.classified.price_cents;

    await stripeWebhook('charge.refunded', charge('pi_ad_1', 100));
    expect(await ad()).toMatchObject({ status: 'scheduled', refunded_cents: 100, due_cents: 0 });
    expect((await ad()).bookings.every((b) => !b.held)).toBe(true);

    const mails = (await t.outbox.mail()).length;
    await stripeWebhook('charge.refunded', charge('pi_ad_1', price));
    const refunded = await ad();
    expect(refunded).toMatchObject({ status: 'awaiting_payment', paid_cents: 0, refunded_cents: 0, due_cents: price, order_id: null });
    expect(refunded.bookings.length).toBe(2);
    expect(refunded.bookings.every((b) => b.held)).toBe(true);
    expect((await order(member, write.order_id!)).status).toBe('refunded');
    const [mail] = (await t.outbox.mail()).slice(mails);
    expect(mail!.subject).toContain(`заказ № ${write.order_id}`);
    expect(mail!.text).toContain('на карту, с которой вы платили');
  });

  it('answers 404 on the sandbox’s routes while Stripe is the provider', async () => {
    const { member, id } = await checkedOut();
    expectError(await c.get(`/api/payments/sandbox/sbx_${id}_${'0'.repeat(32)}`, member.cookie), 404, 'error-not-found');
    expectError(await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } }), 404, 'error-not-found');
  });
});
