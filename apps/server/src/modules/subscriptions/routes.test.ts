import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATES, printSubscriptionRate, type MyPrintSubscriptionsResponse, type Order, type PrintSubscriptionWrite } from '@gazeta/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { staff as staffCookie } from '../../test/factories.ts';
import { client, newMember, type Client, paySandbox as pay } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import { termLastDay } from './service.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let member: Awaited<ReturnType<typeof newMember>>;
let other: Awaited<ReturnType<typeof newMember>>;
let moderator: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-subscriptions' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  member = await newMember(t, { firstName: 'Ольга' });
  await t.database.db.update(users).set({ emailVerifiedAt: clock, email: 'olga.subscriber@example.com' }).where(eq(users.id, member.id));
  other = await newMember(t);
  moderator = await staffCookie(t, 'moderator');
});
afterAll(() => t.close());

const address = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ольга',
  last_name: 'Иванова',
  address: '4901 Golf Rd, Apt 2',
  city: 'Skokie',
  state: 'IL',
  zip: '60077',
  months: 3,
  agree: true,
  ...overrides,
});

async function subscribe(payload: Record<string, unknown> = address(), cookie = member.cookie): Promise<PrintSubscriptionWrite> {
  const res = await c.post('/api/print-subscriptions', cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return body<PrintSubscriptionWrite>(res);
}

const paySandbox = (orderId: number, cookie = member.cookie) => pay(c, orderId, cookie);

const mine = async (cookie = member.cookie) => body<MyPrintSubscriptionsResponse>(await c.get('/api/me/print-subscriptions', cookie));

describe('termLastDay', () => {
  it('runs to the day before the same day of the month, or to the end of a shorter month', () => {
    expect(termLastDay('2026-11-19', 3)).toBe('2027-02-18');
    expect(termLastDay('2026-12-01', 12)).toBe('2027-11-30');
    expect(termLastDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(termLastDay('2027-11-30', 3)).toBe('2028-02-29');
    expect(termLastDay('2026-08-31', 6)).toBe('2027-02-28');
  });
});

describe('subscribing to the printed paper (POST /api/print-subscriptions)', () => {
  it('prices the term on the server and opens its order ("Success. Please pay for your request.")', async () => {
    const write = await subscribe(address({ months: 6, price_cents: 1 }));
    expect(write).toMatchObject({ code: 'notification-subscription-pay', message: 'Success. Please pay for your request.' });
    expect(write.subscription).toMatchObject({ status: 'awaiting_payment', phase: 'awaiting_payment', months: 6, price_cents: printSubscriptionRate(DEFAULT_RATES, 6), starts_on: null, ends_on: null, order_id: write.order_id });
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie))).toMatchObject({ status: 'awaiting_payment', total_cents: printSubscriptionRate(DEFAULT_RATES, 6) });
    expect((await mine(other.cookie)).data).toEqual([]);
  });

  it('names every missing or bad field, and checks the ZIP code against the state', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ first_name: '' }, 'first_name', 'error-first-name-required'],
      [{ last_name: undefined }, 'last_name', 'error-last-name-required'],
      [{ address: ' ' }, 'address', 'error-subscription-address-required'],
      [{ city: '' }, 'city', 'error-subscription-city-required'],
      [{ state: '' }, 'state', 'error-subscription-state-required'],
      [{ state: 'XX' }, 'state', 'error-subscription-state-required'],
      [{ zip: '' }, 'zip', 'error-subscription-zip-required'],
      [{ zip: '6007' }, 'zip', 'error-subscription-zip-invalid'],
      [{ zip: '10001' }, 'zip', 'error-subscription-zip-state'],
      [{ zip: '00000' }, 'zip', 'error-subscription-zip-invalid'],
      [{ months: 4 }, 'months', 'error-subscription-term-required'],
      [{ months: undefined }, 'months', 'error-subscription-term-required'],
      [{ agree: false }, 'agree', 'error-terms-required'],
      [{ city: 'Skokie\u0000' }, 'city', 'validation-control-characters'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await c.post('/api/print-subscriptions', member.cookie, address(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(body<{ errors: Record<string, { code: string }[]> }>(res).errors[field]?.[0]?.code, JSON.stringify(overrides)).toBe(code);
    }
    expectError(await c.post('/api/print-subscriptions', undefined, address()), 401, 'notification-auth-error');
  });
});

describe('what a term allows (PRINT_SUBSCRIPTION_TABLE)', () => {
  it('an unpaid term offers pay and delete and is not renewed (409); once paid it offers renew only and is not deleted', async () => {
    const write = await subscribe(address({ address: '7 Allowed Ave' }));
    expect(write.subscription.actions).toEqual(['pay', 'delete']);
    expectError(await c.post(`/api/print-subscriptions/${write.subscription.id}/renew`, member.cookie, { months: 3 }), 409, 'error-subscription-not-renewable');
    await paySandbox(write.order_id);
    const paid = (await mine()).data.find((s) => s.id === write.subscription.id)!;
    expect(paid.actions).toEqual(['renew']);
    expectError(await c.del(`/api/print-subscriptions/${paid.id}`, member.cookie), 409, 'error-subscription-not-payable');
    expect((await c.post(`/api/print-subscriptions/${paid.id}/renew`, member.cookie, { months: 3 })).statusCode).toBe(201);
  });
});

describe('a term paid, renewed, reminded and mailed', () => {
  it('is delivered from the payment; a renewal follows it without a gap; the reminder goes once, only for the last term', async () => {
    const { cookie, id: userId } = await newMember(t, { firstName: 'Пётр' });
    await t.database.db.update(users).set({ email: `petr.${userId}@example.com`, emailVerifiedAt: clock }).where(eq(users.id, userId));
    const first = await subscribe(address({ first_name: 'Пётр', address: '100 Main St' }), cookie);
    await paySandbox(first.order_id, cookie);
    const today = chicagoDay(clock);
    const paid = (await mine(cookie)).data.find((s) => s.id === first.subscription.id)!;
    expect(paid).toMatchObject({ status: 'paid', phase: 'active', starts_on: today, ends_on: termLastDay(today, 3), order_id: null, renewed: false });
    expectError(await c.del(`/api/print-subscriptions/${paid.id}`, cookie), 409, 'error-subscription-not-payable');

    // Ten days before the end: one reminder, not two.
    const saved = clock;
    clock = new Date(Date.parse(`${addDays(paid.ends_on!, -10)}T18:00:00Z`));
    const before = (await t.outbox.mail()).length;
    expect(await t.app.services.subscriptions.remind()).toBeGreaterThanOrEqual(1);
    expect(await t.app.services.subscriptions.remind()).toBe(0);
    const mail = (await t.outbox.mail()).slice(before).find((m) => m.to === `petr.${userId}@example.com`)!;
    expect(mail.subject).toContain(paid.ends_on!);
    expect(mail.text).toContain(`/profile/subscribe?renew=${paid.id}`);
    // (Requests are made at today's time: sessions would have expired by then.)
    clock = saved;

    const renewal = body<PrintSubscriptionWrite>(await c.post(`/api/print-subscriptions/${paid.id}/renew`, cookie, { months: 12 }));
    expect(renewal.subscription).toMatchObject({ address: '100 Main St', months: 12, price_cents: printSubscriptionRate(DEFAULT_RATES, 12), status: 'awaiting_payment' });
    await paySandbox(renewal.order_id, cookie);
    const terms = (await mine(cookie)).data;
    const next = terms.find((s) => s.id === renewal.subscription.id)!;
    expect(next).toMatchObject({ starts_on: addDays(paid.ends_on!, 1), ends_on: termLastDay(addDays(paid.ends_on!, 1), 12), phase: 'scheduled' });
    expect(terms.find((s) => s.id === paid.id)!.renewed).toBe(true);

    expectError(await c.post(`/api/print-subscriptions/${paid.id}/renew`, other.cookie, { months: 3 }), 404, 'error-not-found');
    expect((await c.post(`/api/print-subscriptions/${paid.id}/renew`, cookie, { months: 5 })).statusCode).toBe(422);
  });

  it('deletes a term not yet paid, giving up its order; only one’s own', async () => {
    const write = await subscribe();
    expectError(await c.del(`/api/print-subscriptions/${write.subscription.id}`, other.cookie), 404, 'error-not-found');
    expect((await c.del(`/api/print-subscriptions/${write.subscription.id}`, member.cookie)).statusCode).toBe(204);
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, member.cookie)).status).toBe('cancelled');
    expect((await mine()).data.some((s) => s.id === write.subscription.id)).toBe(false);
  });

  it('gives staff the mailing list of an issue as CSV, safe to open in a spreadsheet; nobody else', async () => {
    const write = await subscribe(address({ first_name: '=HYPERLINK("https://evil.example")', last_name: 'Smith, Jr.', address: '5 Oak "Lane"' }));
    await paySandbox(write.order_id);
    const [issue] = await t.database.query<{ id: number }>(`SELECT id FROM edition_issues WHERE publish_on >= $1 ORDER BY publish_on LIMIT 1`, [chicagoDay(clock)]);
    const res = await c.get(`/api/print/issues/${issue!.id}/mailing-list.csv`, moderator);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="mailing-list-[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('name,address,address2,city,state,zip,paid_until');
    const line = lines.find((l) => l.includes('Oak'))!;
    expect(line).toBe(`"'=HYPERLINK(""https://evil.example"") Smith, Jr.","5 Oak ""Lane""",,Skokie,IL,60077,${termLastDay(chicagoDay(clock), 3)}`);
    expectError(await c.get(`/api/print/issues/${issue!.id}/mailing-list.csv`, member.cookie), 403, 'error-forbidden');
    expectError(await c.get('/api/print/issues/999999/mailing-list.csv', moderator), 404, 'error-not-found');
  });
});
