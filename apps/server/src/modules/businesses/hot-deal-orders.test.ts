import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATES, type Business, type BusinessWrite, type CheckoutResponse, type MyBusinessesResponse, type Order } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff } from '../../test/factories.ts';
import { client, multipart, newMember, paySandbox as pay, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import { sandboxPayments } from '../../providers/payments.ts';

/** Issue #26: a paid hot deal cannot be moved on and on, and an order its deal no longer waits for takes no money. */
const SECRET = 'sandbox-secret-for-the-hot-deal-orders';
const WEEK = DEFAULT_RATES.hot_deal_per_week_cents;
let t: TestApp;
let c: Client;
let clock: Date;
let start: Date;
let owner: Awaited<ReturnType<typeof newMember>>;
let moderator: string;
/** Signs events as the app's sandbox does: the provider, when a payer paid a checkout the site has closed since. */
const provider = sandboxPayments({ secret: SECRET, now: () => clock });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: SECRET } });
  // Thursday 19 November 2026, 10:00 in Chicago.
  start = new Date(t.seedNow.getTime() + 3600_000);
  clock = start;
  c = client(t);
  owner = await newMember(t);
  moderator = await staff(t, 'moderator');
});
afterEach(() => {
  clock = start;
});
afterAll(() => t.close());

let counter = 0;
/** A listing with a hot deal from `starts` to `ends` (Chicago time), or none when `starts` is null. */
function form(starts: string | null, ends = ''): Part[] {
  counter += 1;
  const fields: Record<string, string> = {
    name: `Deli «Hot deal» ${counter}`,
    information: 'Sandwiches and soups.',
    'categories[0]': 'restaurants',
    'languages[0]': 'en',
    phone: '1-847-555-0142',
    address: '4901 Golf Rd',
    city: 'Skokie',
    state: 'IL',
    zip: '60077',
    lat: '42.05',
    lng: '-87.75',
    schedule_mon_opens: '08:00 AM',
    schedule_mon_closes: '06:00 PM',
    agree: '1',
    ...(starts === null ? {} : { hot_deal: 'Soup for free', hot_deal_starts: starts, hot_deal_ends: ends }),
  };
  return Object.entries(fields);
}

async function create(parts: Part[]): Promise<BusinessWrite> {
  const res = await c.form('/api/businesses', owner.cookie, parts);
  expect(res.statusCode, res.body).toBe(201);
  return body<BusinessWrite>(res);
}

/** The same listing (its name kept) with other deal dates. */
async function change(write: BusinessWrite, parts: Part[]): Promise<BusinessWrite> {
  const named = parts.map(([key, value]): Part => (key === 'name' ? [key, write.business.name] : [key, value]));
  const { payload, headers } = multipart(named);
  const res = await t.app.inject({ method: 'PATCH', url: `/api/businesses/${write.business.id}`, payload, headers: { ...headers, cookie: owner.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return body<BusinessWrite>(res);
}

const order = async (id: number) => body<Order>(await c.get(`/api/orders/${id}`, owner.cookie));
const balance = async () => body<{ balance: number }>(await c.get('/api/profile', owner.cookie)).balance;
const mineOne = async (id: number) => body<MyBusinessesResponse>(await c.get('/api/me/businesses', owner.cookie)).data.find((b) => b.id === id)!;
const paySandbox = (orderId: number) => pay(c, orderId, owner.cookie);
const decide = (id: number) => c.post(`/api/forum/moderation/businesses/${id}`, moderator, { decision: 'approve' });

/** Opens the sandbox checkout of an order: its session, as the payer has it in their browser. */
async function checkout(orderId: number): Promise<string> {
  const res = await c.post(`/api/orders/${orderId}/checkout`, owner.cookie, { locale: 'en' });
  expect(res.statusCode, res.body).toBe(200);
  return body<CheckoutResponse>(res).url.replace(/^\/payment\/sandbox\//, '');
}

/** The provider says that checkout was paid (in full): the webhook, signed. */
async function providerPaid(orderId: number, session: string, amountCents: number) {
  const signed = provider.signedEvent({ sessionId: session, orderId, amountCents, currency: 'usd', paid: true });
  const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: signed.rawBody, headers: { 'content-type': 'application/json', ...signed.headers } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('what a listing allows (BUSINESS_TABLE)', () => {
  it('a deal that owes is offered to pay and paid; once its listing is rejected it is neither offered nor paid (409)', async () => {
    const write = await create(form('2026-12-01 08:00:00', '2026-12-08 08:00:00'));
    expect(write.business.actions).toEqual(['pay_hot_deal', 'edit', 'switch', 'delete']);
    const reject = await c.post(`/api/forum/moderation/businesses/${write.business.id}`, moderator, { decision: 'reject', reason: 'Нет адреса на карте' });
    expect(reject.statusCode, reject.body).toBe(200);
    expect((await mineOne(write.business.id)).actions).toEqual(['edit', 'switch', 'delete']);
    expectError(await c.post(`/api/businesses/${write.business.id}/pay`, owner.cookie), 409, 'error-business-not-payable');
    // Without a deal there is nothing to pay.
    const plain = await create(form(null));
    expect(plain.business.actions).toEqual(['edit', 'switch', 'delete']);
  });
});

describe('a paid hot deal whose dates change (issue #26)', () => {
  it('a week paid and running, moved to January, owes again; moved again, it still owes (never 200 with nothing due)', async () => {
    const write = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    await paySandbox(write.order_id!);
    expect((await decide(write.business.id)).statusCode).toBe(200);
    expect(body<Business>(await c.get(`/api/businesses/${write.business.id}`)).hot_deal).toMatchObject({ running: true });

    const moved = await change(write, form('2027-01-20 08:00:00', '2027-01-27 08:00:00'));
    expect(moved).toMatchObject({ code: 'notification-business-pay', due_cents: WEEK });
    expect(moved.business.hot_deal).toMatchObject({ paid: false, paid_cents: 0, due_cents: WEEK });
    expect(moved.order_id).not.toBeNull();
    // The first week stays paid as it was: its order is not touched.
    expect((await order(write.order_id!)).status).toBe('paid');

    const again = await change(write, form('2027-01-21 08:00:00', '2027-01-28 08:00:00'));
    expect(again).toMatchObject({ code: 'notification-business-pay', due_cents: WEEK });
    expect(again.business.hot_deal).toMatchObject({ paid: false });
    // Readers do not see the moved deal: it is not paid.
    await decide(write.business.id);
    clock = new Date('2027-01-22T18:00:00Z');
    expect(body<Business>(await c.get(`/api/businesses/${write.business.id}`)).hot_deal).toBeNull();
  });

  it('a week paid and not begun moves for nothing to another week not begun; once begun, moving it is a new order', async () => {
    const write = await create(form('2026-12-01 08:00:00', '2026-12-08 08:00:00'));
    await paySandbox(write.order_id!);
    const moved = await change(write, form('2026-12-10 08:00:00', '2026-12-17 08:00:00'));
    expect(moved).toMatchObject({ due_cents: 0, order_id: null });
    expect(moved.business.hot_deal).toMatchObject({ paid: true, paid_cents: WEEK, starts: '2026-12-10 08:00:00' });
    // A longer period not begun owes only what it lacks.
    const longer = await change(write, form('2026-12-10 08:00:00', '2026-12-24 08:00:00'));
    expect(longer).toMatchObject({ code: 'notification-business-pay', due_cents: WEEK });
    const back = await change(write, form('2026-12-10 08:00:00', '2026-12-17 08:00:00'));
    expect(back).toMatchObject({ due_cents: 0, order_id: null });
    // The order of the longer period is given up: it can no longer be paid.
    expectError(await c.post(`/api/orders/${longer.order_id}/checkout`, owner.cookie, { locale: 'en' }), 409, 'error-order-not-payable');

    clock = new Date('2026-12-11T18:00:00Z');
    const late = await change(write, form('2026-12-20 08:00:00', '2026-12-27 08:00:00'));
    expect(late).toMatchObject({ code: 'notification-business-pay', due_cents: WEEK });
    expect(late.business.hot_deal).toMatchObject({ paid: false, paid_cents: 0 });
  });

  it('a running deal keeps its start: a longer end owes the difference, a shorter one nothing', async () => {
    const write = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    await paySandbox(write.order_id!);
    const longer = await change(write, form('2026-11-19 08:00:00', '2026-12-03 08:00:00'));
    expect(longer).toMatchObject({ due_cents: WEEK });
    expect(longer.business.hot_deal).toMatchObject({ paid_cents: WEEK });
    const shorter = await change(write, form('2026-11-19 08:00:00', '2026-11-24 08:00:00'));
    expect(shorter).toMatchObject({ due_cents: 0, order_id: null });
    expect((await order(longer.order_id!)).status).toBe('cancelled');
  });
});

describe('the orders of a hot deal that changed or went', () => {
  // Each with an empty balance: what one test puts there would pay the next one's checkout.
  beforeEach(async () => {
    owner = await newMember(t);
  });

  it('a deal changed to two weeks gives up the one-week order: it cannot be paid (409), and only the two weeks are taken', async () => {
    const write = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    expect(write.due_cents).toBe(WEEK);
    const twoWeeks = await change(write, form('2026-11-19 08:00:00', '2026-12-03 08:00:00'));
    expect(twoWeeks).toMatchObject({ due_cents: 2 * WEEK });
    expect(twoWeeks.order_id).not.toBe(write.order_id);
    expect((await order(write.order_id!)).status).toBe('cancelled');
    expectError(await c.post(`/api/orders/${write.order_id}/checkout`, owner.cookie, { locale: 'en' }), 409, 'error-order-not-payable');
    await paySandbox(twoWeeks.order_id!);
    const orders = await Promise.all([write.order_id!, twoWeeks.order_id!].map(order));
    expect(orders.reduce((sum, o) => sum + o.paid_cents + o.balance_applied_cents - o.refunded_cents, 0)).toBe(2 * WEEK);
    expect((await mineOne(write.business.id)).hot_deal).toMatchObject({ paid: true, paid_cents: 2 * WEEK, due_cents: 0 });
  });

  it('a business deleted gives up its deal’s order: its open checkout is closed, and what the payer paid at the provider goes to the balance', async () => {
    const write = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    const session = await checkout(write.order_id!);
    const before = await balance();
    expect((await c.del(`/api/businesses/${write.business.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await order(write.order_id!)).status).toBe('cancelled');
    expectError(await c.post(`/api/payments/sandbox/${session}/pay`, owner.cookie), 409, 'error-checkout-closed');
    await providerPaid(write.order_id!, session, WEEK);
    expect(await balance()).toBe(before + WEEK);
    expect((await order(write.order_id!)).events.at(-1)).toMatchObject({ kind: 'payment_credited', amount_cents: WEEK });
  });

  it('a payment that lands for a deal no longer due (its business went before the order was given up) goes back to the balance', async () => {
    const write = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    // As if the deletion and the payment crossed: the business is gone, its order still open.
    await t.database.query(`UPDATE businesses SET deleted_at = now() WHERE id = ${write.business.id}`);
    const before = await balance();
    await paySandbox(write.order_id!);
    const paid = await order(write.order_id!);
    expect(paid).toMatchObject({ status: 'refunded', refunded_cents: WEEK });
    expect(paid.events.at(-1)).toMatchObject({ kind: 'refunded', reason_key: 'business_hot_deal_not_due' });
    expect(await balance()).toBe(before + WEEK);
  });

  it('an old order paid after the deal moved on counts for nothing: it goes back to the balance', async () => {
    const write = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    const session = await checkout(write.order_id!);
    const twoWeeks = await change(write, form('2026-11-19 08:00:00', '2026-12-03 08:00:00'));
    const before = await balance();
    // The payer had the old checkout open and paid it at the provider.
    await providerPaid(write.order_id!, session, WEEK);
    expect(await balance()).toBe(before + WEEK);
    expect((await mineOne(write.business.id)).hot_deal).toMatchObject({ paid_cents: 0, due_cents: 2 * WEEK, order_id: twoWeeks.order_id });
  });

  it('a deal removed from the form, or a listing rejected, gives up the deal’s order', async () => {
    const removed = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    const none = await change(removed, form(null));
    expect(none.business.hot_deal).toBeNull();
    expect((await order(removed.order_id!)).status).toBe('cancelled');

    const rejected = await create(form('2026-11-19 08:00:00', '2026-11-26 08:00:00'));
    expect((await c.post(`/api/forum/moderation/businesses/${rejected.business.id}`, moderator, { decision: 'reject', reason: 'Не по теме' })).statusCode).toBe(200);
    expect((await order(rejected.order_id!)).status).toBe('cancelled');
  });
});
