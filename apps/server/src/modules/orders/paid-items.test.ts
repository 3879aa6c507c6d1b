import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationsResponse, SocialRequestWrite } from '@gazeta/contract';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff as staffCookie } from '../../test/factories.ts';
import { client, newMember, paySandbox, type Client, type Part } from '../../test/feed.ts';
import { body } from '../../test/http.ts';

// The kit every paid feature shares: its owner mailed only at a proven address, its item written with its order.
let t: TestApp;
let c: Client;
let clock: Date;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-paid-items' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  moderator = await staffCookie(t, 'moderator');
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const socialForm = (): Part[] => [
  ['text', 'Ярмарка в субботу на площади.'],
  ['publish_on', addDays(chicagoDay(clock), 3)],
  ['agree', '1'],
  ['networks[0]', 'telegram'],
];

async function requestPost(cookie: string): Promise<SocialRequestWrite> {
  const res = await c.form('/api/social-requests', cookie, socialForm());
  expect(res.statusCode, res.body).toBe(201);
  return body<SocialRequestWrite>(res);
}

/** A member asks for a post, pays it, and staff reject it (so it is refunded): three notices. */
async function paidAndRejected(member: Awaited<ReturnType<typeof newMember>>) {
  const write = await requestPost(member.cookie);
  await paySandbox(c, write.order_id, member.cookie);
  expect((await c.post(`/api/forum/moderation/social/${write.request.id}`, moderator, { decision: 'reject', reason: 'Не по теме газеты' })).statusCode).toBe(200);
  const notes = body<NotificationsResponse>(await c.get('/api/forum/notifications', member.cookie)).data.data;
  const mails = (await t.outbox.mail()).filter((mail) => mail.to === member.user.email);
  return { notes: notes.map((note) => note.type).sort(), mails };
}

describe('transactional mail goes to confirmed addresses only', () => {
  it('a member whose address was never confirmed hears of a payment, a refund and a decision in the bell, and gets no mail', async () => {
    const member = await newMember(t, { emailVerified: false });
    const { notes, mails } = await paidAndRejected(member);
    expect(notes).toEqual(['order_paid', 'order_refunded', 'social_rejected']);
    expect(mails).toEqual([]);
  });

  it('a member with a confirmed address hears of them in the bell and by mail', async () => {
    const member = await newMember(t);
    const { notes, mails } = await paidAndRejected(member);
    expect(notes).toEqual(['order_paid', 'order_refunded', 'social_rejected']);
    expect(mails).toHaveLength(3);
    expect(mails.some((mail) => mail.text.includes('Не по теме газеты'))).toBe(true);
  });
});

describe('a paid item and its order are written in one transaction', () => {
  const count = async (table: string) => Number((await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);
  const failingOrders = () => vi.spyOn(t.app.services.orders, 'createOrder').mockRejectedValue(new Error('the orders are down'));

  it('a social request whose order cannot be opened is not left behind', async () => {
    const member = await newMember(t);
    const before = await count('social_requests');
    failingOrders();
    expect((await c.form('/api/social-requests', member.cookie, socialForm())).statusCode).toBe(500);
    expect(await count('social_requests')).toBe(before);
  });

  it('a print subscription whose order cannot be opened is not left behind', async () => {
    const member = await newMember(t);
    const before = await count('print_subscriptions');
    failingOrders();
    const payload = { first_name: 'Ольга', last_name: 'Иванова', address: '4901 Golf Rd', city: 'Skokie', state: 'IL', zip: '60077', months: 3, agree: true };
    expect((await c.post('/api/print-subscriptions', member.cookie, payload)).statusCode).toBe(500);
    expect(await count('print_subscriptions')).toBe(before);
  });

  it('a classified whose order cannot be opened is not left behind, nor its bookings', async () => {
    const member = await newMember(t);
    const [ads, bookings] = [await count('classifieds'), await count('classified_bookings')];
    failingOrders();
    const res = await c.form('/api/classifieds', member.cookie, [
      ['section', 'services'],
      ['type', 'offer'],
      ['version', 'print'],
      ['title', 'Сантехник'],
      ['text', 'Трубы, краны, бойлеры. Звоните (773) 555-0299'],
      ['editions[0]', 'chicagoland'],
      ['issues', '2'],
      ['publish_date', addDays(chicagoDay(clock), 7)],
      ['agree', '1'],
    ]);
    expect(res.statusCode).toBe(500);
    expect([await count('classifieds'), await count('classified_bookings')]).toEqual([ads, bookings]);
  });

  it('a listing with a hot deal whose order cannot be opened is not left behind', async () => {
    const member = await newMember(t);
    const before = await count('businesses');
    failingOrders();
    const day = addDays(chicagoDay(clock), 3);
    const res = await c.form('/api/businesses', member.cookie, [
      ['name', 'Deli «No orphan»'],
      ['information', 'Sandwiches and soups.'],
      ['categories[0]', 'restaurants'],
      ['languages[0]', 'en'],
      ['phone', '1-847-555-0142'],
      ['address', '4901 Golf Rd'],
      ['city', 'Skokie'],
      ['state', 'IL'],
      ['zip', '60077'],
      ['lat', '42.05'],
      ['lng', '-87.75'],
      ['schedule_mon_opens', '08:00 AM'],
      ['schedule_mon_closes', '06:00 PM'],
      ['agree', '1'],
      ['hot_deal', 'Soup for free'],
      ['hot_deal_starts', `${day} 08:00:00`],
      ['hot_deal_ends', `${addDays(day, 7)} 08:00:00`],
    ]);
    expect(res.statusCode, res.body).toBe(500);
    expect(await count('businesses')).toBe(before);
  });
});
