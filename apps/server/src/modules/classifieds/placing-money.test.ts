import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse, Classified, ClassifiedDeleted, ClassifiedWrite, MyClassified, MyClassifiedsResponse, NotificationsResponse, Order } from '@gazeta/contract';
import { sandboxPayments } from '../../providers/payments.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff } from '../../test/factories.ts';
import { client, newMember, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

/**
 * The money of an ad through the real orders and the sandbox (decision 025): bookings made
 * before payment lapse at their deadline and a late payment books the next open issues (or goes
 * back to the balance); a deleted ad gets back what it paid for issues still open; the payer
 * hears of every payment and refund, once.
 *
 * The demo schedule: Chicagoland comes out on Thursdays (26 November, 3, 10, 17 December 2026…),
 * booking closes the Monday before at 17:00 Chicago time (23:00 UTC in winter).
 */
const SECRET = 'sandbox-secret-for-placing-money';
const signer = sandboxPayments({ secret: SECRET, now: () => clock });
let t: TestApp;
let c: Client;
let clock: Date;
let moderator: string;
let admin: string;
let counter = 0;

type Member = Awaited<ReturnType<typeof newMember>>;

const START = new Date('2026-11-19T16:00:00Z');
const AFTER_23_NOV = new Date('2026-11-24T01:00:00Z');
const AFTER_30_NOV = new Date('2026-12-01T01:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: SECRET } });
  clock = START;
  c = client(t);
  moderator = await staff(t, 'moderator');
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

function printAd(overrides: Record<string, string> = {}): Part[] {
  counter += 1;
  const fields: Record<string, string> = {
    section: 'services',
    type: 'offer',
    version: 'print',
    title: 'Сантехник',
    text: `Трубы, краны, бойлеры. Звоните (773) 555-02${String(counter).padStart(2, '0')}`,
    'editions[0]': 'chicagoland',
    issues: '2',
    publish_date: '2026-11-26',
    agree: '1',
    ...overrides,
  };
  return Object.entries(fields);
}

async function place(member: Member, overrides: Record<string, string> = {}): Promise<ClassifiedWrite> {
  const res = await c.form('/api/classifieds', member.cookie, printAd(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return body<ClassifiedWrite>(res);
}

const myAd = async (member: Member, id: number) => body<MyClassifiedsResponse>(await c.get('/api/me/classifieds', member.cookie)).data.find((ad: MyClassified) => ad.id === id)!;
const orderOf = async (member: Member, id: number) => body<Order>(await c.get(`/api/orders/${id}`, member.cookie));
const balanceOf = async (member: Member) => body<{ balance: number }>(await c.get('/api/profile', member.cookie)).balance;
const bell = async (member: Member) => body<NotificationsResponse>(await c.get('/api/forum/notifications', member.cookie)).data.data;
const tick = () => t.app.services.placingLifecycle.tick(async () => undefined);

/** Opens the sandbox checkout of an order: its session and what it charges. */
async function checkout(member: Member, orderId: number) {
  const res = await c.post(`/api/orders/${orderId}/checkout`, member.cookie, { locale: 'ru' });
  expect(res.statusCode, res.body).toBe(200);
  const { url, order } = body<CheckoutResponse>(res);
  return { session: url.replace(/^\/payment\/sandbox\//, ''), amountCents: order.due_cents };
}

/** Pays an order in the sandbox, as its owner presses Pay. */
async function pay(member: Member, orderId: number) {
  const { session } = await checkout(member, orderId);
  const res = await c.post(`/api/payments/sandbox/${session}/pay`, member.cookie);
  expect(res.statusCode, res.body).toBe(200);
}

/** A signed sandbox event, as the provider would send it (the same body can be sent twice). */
function paidEvent(orderId: number, checkout: { session: string; amountCents: number }) {
  return signer.signedEvent({ sessionId: checkout.session, orderId, amountCents: checkout.amountCents, currency: 'usd', paid: true });
}
const webhook = (event: { rawBody: Buffer; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: event.rawBody, headers: event.headers });

const approve = async (id: number) => expect((await c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'approve' })).statusCode).toBe(200);
const dates = (ad: MyClassified) => ad.bookings.map((b) => `${b.date}${b.held ? ' held' : ''}`);

describe('bookings made before payment (decision 025)', () => {
  it('hold their place until the deadline, then lapse; a late payment books the next open issues', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner);
    const id = write.classified.id;
    expect(dates(write.classified)).toEqual(['2026-11-26 held', '2026-12-03 held']);
    expect(write.classified.bookings[0]!.deadline_at).toBe('2026-11-23T23:00:00.000Z');

    // Monday's deadline passes unpaid: the 26 November issue is let go, once, whoever runs the job.
    clock = AFTER_23_NOV;
    const [first, second] = await Promise.all([tick(), tick()]);
    expect([...first.lapsed, ...second.lapsed].filter((ad) => ad === id)).toHaveLength(1);
    const lapsed = await myAd(owner, id);
    expect(dates(lapsed)).toEqual(['2026-12-03 held']);
    expect(lapsed).toMatchObject({ status: 'awaiting_payment', issues_to_rebook: 1, due_cents: write.due_cents });

    // Paid late: both issues it paid for are booked, the next open ones.
    await pay(owner, write.order_id!);
    const paid = await myAd(owner, id);
    expect(paid).toMatchObject({ status: 'awaiting_review', due_cents: 0, issues_to_rebook: 0, publish_date: '2026-12-03', valid_until: '2026-12-16' });
    expect(dates(paid)).toEqual(['2026-12-03', '2026-12-10']);
    const order = await orderOf(owner, write.order_id!);
    expect(order).toMatchObject({ status: 'paid', refunded_cents: 0 });
  });

  it('a prolongation left unpaid is not printed and does not keep the ad on the web; paid late, it books the next open issues', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner, { issues: '1' });
    const id = write.classified.id;
    await pay(owner, write.order_id!);
    await approve(id);
    const prolonged = body<ClassifiedWrite>(await c.post(`/api/classifieds/${id}/prolong`, owner.cookie, { issues: 2 }));
    expect(dates(prolonged.classified)).toEqual(['2026-11-26', '2026-12-03 held', '2026-12-10 held']);
    // It runs as far as it has paid for.
    expect(prolonged.classified).toMatchObject({ status: 'scheduled', valid_until: '2026-12-02' });

    // Running: its page names only the issue it paid for.
    clock = new Date('2026-11-26T15:00:00Z');
    await tick();
    const runs = async () => body<Classified>(await c.get(`/api/classifieds/${id}`)).runs.flatMap((run) => run.issues.map((issue) => issue.date));
    expect(await runs()).toEqual(['2026-11-26']);

    clock = AFTER_30_NOV;
    expect((await tick()).lapsed).toContain(id);
    expect(dates(await myAd(owner, id))).toEqual(['2026-11-26', '2026-12-10 held']);
    expect(await myAd(owner, id)).toMatchObject({ status: 'running', valid_until: '2026-12-02', issues_to_rebook: 1 });

    await pay(owner, prolonged.order_id!);
    const paid = await myAd(owner, id);
    expect(dates(paid)).toEqual(['2026-11-26', '2026-12-10', '2026-12-17']);
    expect(paid).toMatchObject({ status: 'running', valid_until: '2026-12-23', due_cents: 0 });
    expect(await runs()).toEqual(['2026-11-26', '2026-12-10', '2026-12-17']);
  });

  it('an order replaced by a new amount is given up: a late payment of it goes to the balance, not to the ad', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner);
    const opened = await checkout(owner, write.order_id!);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/classifieds/${write.classified.id}`,
      headers: { cookie: owner.cookie },
      payload: Object.fromEntries(printAd({ text: write.classified.text, bold: '1' })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const replaced = body<ClassifiedWrite>(edited);
    expect(replaced.order_id).not.toBe(write.order_id);
    const old = await orderOf(owner, write.order_id!);
    expect(old.status).toBe('cancelled');
    expect(old.events.at(-1)).toMatchObject({ kind: 'cancelled', actor: 'system', reason_key: 'classified_order_given_up' });

    // The payer finishes the old checkout anyway: the money is credited, the ad still owes its new order.
    const before = await balanceOf(owner);
    expect((await webhook(paidEvent(write.order_id!, opened))).statusCode).toBe(200);
    expect(await balanceOf(owner)).toBe(before + opened.amountCents);
    expect((await orderOf(owner, write.order_id!)).events.map((e) => e.kind)).toContain('payment_credited');
    // … and the payer is told where it went.
    expect((await bell(owner)).find((note) => note.type === 'order_refunded')).toMatchObject({ data: { order_id: write.order_id, amount_cents: opened.amountCents } });
    expect(await myAd(owner, write.classified.id)).toMatchObject({ status: 'awaiting_payment', paid_cents: 0, order_id: replaced.order_id });
  });
});

describe('deleting a paid ad (decision 025)', () => {
  it('refunds what it paid for issues still open, to the card, with the reason on the order; the list says so first', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner);
    await pay(owner, write.order_id!);
    const price = write.classified.price_cents;
    expect((await myAd(owner, write.classified.id)).refund_on_delete).toEqual({ cents: price, to_card_cents: price, to_balance_cents: 0 });

    // The 26 November issue closes: half of the run is printed, half comes back.
    clock = AFTER_23_NOV;
    const half = Math.floor(price / 2);
    expect((await myAd(owner, write.classified.id)).refund_on_delete).toEqual({ cents: half, to_card_cents: half, to_balance_cents: 0 });
    const before = await balanceOf(owner);
    const res = await c.del(`/api/classifieds/${write.classified.id}`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<ClassifiedDeleted>(res)).toEqual({ refund: { cents: half, to_card_cents: half, to_balance_cents: 0 } });
    expect(await balanceOf(owner)).toBe(before);

    const order = await orderOf(owner, write.order_id!);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded_cents: half, refunded_to_provider_cents: half });
    expect(order.events.at(-1)).toMatchObject({ kind: 'refunded', actor: 'system', amount_cents: half, reason: null, reason_key: 'classified_deleted' });
    // Deleted: a second delete finds nothing, and refunds nothing.
    expectError(await c.del(`/api/classifieds/${write.classified.id}`, owner.cookie), 404, 'error-not-found');
    expect((await orderOf(owner, write.order_id!)).refunded_cents).toBe(half);
  });

  it('gives what the balance paid back to the balance; a web-only or unpaid ad gives nothing back', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner);
    const price = write.classified.price_cents;
    expect((await c.post(`/api/users/${owner.id}/balance`, admin, { amount_cents: price, reason: 'Приз конкурса' })).statusCode).toBe(200);
    // The balance covers it: paid at the checkout, no provider.
    const res = await c.post(`/api/orders/${write.order_id}/checkout`, owner.cookie, {});
    expect(body<CheckoutResponse>(res).order.status).toBe('paid');
    expect(await balanceOf(owner)).toBe(0);
    expect((await myAd(owner, write.classified.id)).refund_on_delete).toEqual({ cents: price, to_card_cents: 0, to_balance_cents: price });
    expect(body<ClassifiedDeleted>(await c.del(`/api/classifieds/${write.classified.id}`, owner.cookie)).refund).toEqual({ cents: price, to_card_cents: 0, to_balance_cents: price });
    expect(await balanceOf(owner)).toBe(price);
    expect(await orderOf(owner, write.order_id!)).toMatchObject({ status: 'refunded', refunded_to_provider_cents: 0 });

    const online = await place(owner, { version: 'online', publish_date: '2026-11-20' });
    expect(online.classified.refund_on_delete.cents).toBe(0);
    expect(body<ClassifiedDeleted>(await c.del(`/api/classifieds/${online.classified.id}`, owner.cookie)).refund.cents).toBe(0);

    const unpaid = await place(owner);
    expect(body<ClassifiedDeleted>(await c.del(`/api/classifieds/${unpaid.classified.id}`, owner.cookie)).refund.cents).toBe(0);
    expect((await orderOf(owner, unpaid.order_id!)).status).toBe('cancelled');
    expect(await balanceOf(owner)).toBe(price);
  });

  it('is one’s own: 401 signed out, 404 for another member’s ad; a payment that comes after the deletion goes to the balance', async () => {
    clock = START;
    const owner = await newMember(t);
    const other = await newMember(t);
    const write = await place(owner);
    expectError(await c.del(`/api/classifieds/${write.classified.id}`), 401, 'notification-auth-error');
    expectError(await c.del(`/api/classifieds/${write.classified.id}`, other.cookie), 404, 'error-not-found');
    const opened = await checkout(owner, write.order_id!);
    expect((await c.del(`/api/classifieds/${write.classified.id}`, owner.cookie)).statusCode).toBe(200);
    const before = await balanceOf(owner);
    await webhook(paidEvent(write.order_id!, opened));
    expect(await balanceOf(owner)).toBe(before + opened.amountCents);
  });
});

describe('the payer is told of payments and refunds (decision 025)', () => {
  it('once per provider event, in the bell and by e-mail in their language', async () => {
    clock = START;
    const owner = await newMember(t, { firstName: 'Пётр' });
    const write = await place(owner, { title: 'Электрик' });
    const opened = await checkout(owner, write.order_id!);
    const event = paidEvent(write.order_id!, opened);
    const mails = (await t.outbox.mail()).length;
    expect(body(await webhook(event))).toEqual({ received: true, duplicate: false });
    expect(body(await webhook(event))).toEqual({ received: true, duplicate: true });

    const notes = (await bell(owner)).filter((note) => note.type === 'order_paid');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ icon: 'approved', data: { order_id: write.order_id, amount_cents: opened.amountCents, post_title: 'Электрик' } });
    const sent = (await t.outbox.mail()).slice(mails);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(owner.user.email);
    expect(sent[0]!.subject).toBe(`Оплата получена: заказ № ${write.order_id}`);
    expect(sent[0]!.text).toContain('Здравствуйте, Пётр!');
    expect(sent[0]!.text).toContain('Объявление «Электрик»');
    expect(sent[0]!.text).toContain(`/profile/orders/${write.order_id}`);
  });

  it('of a refund, with where the money went and why; an English reader reads English', async () => {
    clock = START;
    const owner = await newMember(t, { firstName: 'Anna' });
    await t.database.db.execute(sql`update users set locale = 'en' where id = ${owner.id}`);
    const write = await place(owner, { title: 'Piano lessons', text: `Piano lessons for children, Skokie ${counter}` });
    await pay(owner, write.order_id!);
    const mails = (await t.outbox.mail()).length;
    // Staff refund the whole order (admins only, decision 036): the ad gives up what it paid for.
    const res = await c.post(`/api/orders/${write.order_id}/refund`, admin, { to: 'balance', reason: 'Опечатка в номере' });
    expect(res.statusCode, res.body).toBe(200);
    const total = body<Order>(res).total_cents;
    const note = (await bell(owner)).find((n) => n.type === 'order_refunded')!;
    expect(note).toMatchObject({ data: { order_id: write.order_id, amount_cents: total, rejection_reason: 'Опечатка в номере' } });
    const [mail] = (await t.outbox.mail()).slice(mails);
    expect(mail!.subject).toBe(`Refund of ${(total / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}: order No. ${write.order_id}`);
    expect(mail!.text).toContain('to your Gazeta balance');
    expect(mail!.text).toContain('Why: Опечатка в номере');
    expect(await myAd(owner, write.classified.id)).toMatchObject({ status: 'awaiting_payment', refunded_cents: 0 });
  });
});

describe('a late payment with no open issue to take it', () => {
  it('is refused before any money is taken, and a payment that comes anyway goes back to the balance', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner, { issues: '1' });
    const opened = await checkout(owner, write.order_id!);
    clock = AFTER_23_NOV;
    await tick();
    expect(await myAd(owner, write.classified.id)).toMatchObject({ bookings: [], issues_to_rebook: 1 });
    // The newsroom stops Chicagoland's issues to come (restored below: other tests share the schedule).
    const closed = await t.database.db.execute(sql`update edition_issues set status = 'cancelled' where edition = 'chicagoland' and status = 'scheduled' and deadline_at > ${clock.toISOString()} returning id`);
    const ids = (Array.isArray(closed) ? closed : (closed as { rows: { id: number }[] }).rows).map((row: { id: number }) => row.id);
    try {
      expectError(await c.post(`/api/classifieds/${write.classified.id}/pay`, owner.cookie), 409, 'error-not-enough-issues');
      const before = await balanceOf(owner);
      await webhook(paidEvent(write.order_id!, opened));
      const order = await orderOf(owner, write.order_id!);
      expect(order).toMatchObject({ status: 'refunded', refunded_cents: opened.amountCents, refunded_to_provider_cents: 0 });
      expect(order.events.map((e) => [e.kind, e.reason_key])).toEqual([
        ['created', null],
        ['checkout', null],
        ['paid', null],
        ['refunded', 'classified_unbookable'],
      ]);
      expect(await balanceOf(owner)).toBe(before + opened.amountCents);
      expect(await myAd(owner, write.classified.id)).toMatchObject({ status: 'awaiting_payment', paid_cents: 0, order_id: null, due_cents: write.due_cents });
    } finally {
      await t.database.db.execute(sql`update edition_issues set status = 'scheduled' where id in ${sql.raw(`(${ids.join(',') || 0})`)}`);
    }
  });
});

describe('an order the ad no longer waits for (issue #26)', () => {
  it('a running ad rejected on a report gives up its prolongation’s open order: it cannot be paid, and a payment of its open checkout goes to the balance', async () => {
    clock = START;
    const owner = await newMember(t);
    const write = await place(owner, { issues: '1' });
    const id = write.classified.id;
    await pay(owner, write.order_id!);
    await approve(id);
    clock = new Date('2026-11-26T15:00:00Z');
    await tick();
    const prolonged = body<ClassifiedWrite>(await c.post(`/api/classifieds/${id}/prolong`, owner.cookie, { issues: 1 }));
    expect(prolonged.order_id).not.toBeNull();
    const opened = await checkout(owner, prolonged.order_id!);
    const reported = await t.app.inject({ method: 'POST', url: `/api/classifieds/${id}/report`, payload: { reason: 'fraud' } });
    expect(reported.statusCode, reported.body).toBe(202);
    const rejected = await c.post(`/api/forum/moderation/classifieds/${id}`, moderator, { decision: 'reject', reason: 'Мошенничество' });
    expect(rejected.statusCode, rejected.body).toBe(200);

    expect(await orderOf(owner, prolonged.order_id!)).toMatchObject({ status: 'cancelled' });
    expectError(await c.post(`/api/orders/${prolonged.order_id}/checkout`, owner.cookie, { locale: 'ru' }), 409, 'error-order-not-payable');
    const before = await balanceOf(owner);
    await webhook(paidEvent(prolonged.order_id!, opened));
    expect(await balanceOf(owner)).toBe(before + opened.amountCents);
    expect((await orderOf(owner, prolonged.order_id!)).events.at(-1)).toMatchObject({ kind: 'payment_credited', amount_cents: opened.amountCents });
  });
});
