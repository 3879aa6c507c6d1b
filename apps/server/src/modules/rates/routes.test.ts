import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATES, quoteClassified, NO_EXTRAS, type AdminRatesResponse, type ClassifiedWrite, type CurrentRates, type Order, type RateTable, type SocialRequestWrite } from '@gazeta/contract';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, newMember, paySandbox, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let admin: Awaited<ReturnType<typeof newMember>>;
let member: Awaited<ReturnType<typeof newMember>>;
const cookies: Record<'moderator' | 'editor' | 'member', string> = { moderator: '', editor: '', member: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-rates' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  admin = await newMember(t, { role: 'admin', firstName: 'Ада' });
  member = await newMember(t, { firstName: 'Пётр' });
  cookies.moderator = (await newMember(t, { role: 'moderator' })).cookie;
  cookies.editor = (await newMember(t, { role: 'editor' })).cookie;
  cookies.member = member.cookie;
});
afterAll(() => t.close());

const put = (payload: unknown, cookie?: string) => t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: cookie ? { cookie } : {}, payload: payload as Record<string, unknown> });
const current = async () => body<CurrentRates>(await c.get('/api/rates'));
const order = async (id: number) => body<Order>(await c.get(`/api/orders/${id}`, member.cookie));

async function change(edit: (rates: RateTable) => void, reason: string): Promise<AdminRatesResponse> {
  const rates = structuredClone((await current()).rates);
  edit(rates);
  const res = await put({ rates, reason }, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<AdminRatesResponse>(res);
}

function socialForm(networks: string[]): Part[] {
  return [['text', 'Открытие пекарни в субботу!'], ['publish_on', addDays(chicagoDay(clock), 3)], ['agree', '1'], ...networks.map((network, i): Part => [`networks[${i}]`, network])];
}

async function socialRequest(networks: string[]): Promise<SocialRequestWrite> {
  const res = await c.form('/api/social-requests', member.cookie, socialForm(networks));
  expect(res.statusCode, res.body).toBe(201);
  return body<SocialRequestWrite>(res);
}

describe('reading the rate table', () => {
  it('is the built-in table, version 1, for everyone', async () => {
    const res = await c.get('/api/rates');
    expect(res.statusCode).toBe(200);
    expect(body<CurrentRates>(res)).toEqual({ version: 1, rates: DEFAULT_RATES });
  });

  it('shows the admin the table and its history; anyone else is refused', async () => {
    expectError(await c.get('/api/admin/rates'), 401, 'notification-auth-error');
    for (const role of ['moderator', 'editor', 'member'] as const) expectError(await c.get('/api/admin/rates', cookies[role]), 403, 'error-forbidden');
    const res = await c.get('/api/admin/rates', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = body<AdminRatesResponse>(res);
    expect(answer.current).toMatchObject({ version: 1, rates: DEFAULT_RATES, reason: null, created_by: null });
    expect(answer.history.map((v) => v.version)).toEqual([1]);
  });
});

describe('changing the rate table (PUT /api/admin/rates)', () => {
  it('refuses anyone but an admin, and changes nothing', async () => {
    const payload = { rates: { ...DEFAULT_RATES, banner_per_week_cents: 1 }, reason: 'cheap banners' };
    expectError(await put(payload), 401, 'notification-auth-error');
    for (const role of ['moderator', 'editor', 'member'] as const) expectError(await put(payload, cookies[role]), 403, 'error-forbidden');
    expect(await current()).toEqual({ version: 1, rates: DEFAULT_RATES });
    expect(await t.app.services.audit.list({ action: 'rates.' }, 5)).toEqual([]);
  });

  it('refuses a bad table with an error for each bad field, and changes nothing', async () => {
    const rates = structuredClone(DEFAULT_RATES) as unknown as Record<string, Record<string, unknown>>;
    (rates['display_ads']!['8'] as Record<string, unknown>)['24w'] = 0;
    rates['classifieds']!['highlighted_word_cents'] = 10;
    rates['social_posts']!['twitter'] = 15.5;
    rates['banner_per_week_cents'] = 2_000_000 as never;
    const error = expectError(await put({ rates, reason: ' ' }, admin.cookie), 422, 'error-validation');
    expect(Object.keys(error.errors ?? {}).toSorted()).toEqual(['rates.banner_per_week_cents', 'rates.classifieds.highlighted_word_cents', 'rates.display_ads.8.24w', 'rates.social_posts.twitter', 'reason']);
    expect(error.errors!['rates.display_ads.8.24w']![0]).toMatchObject({ code: 'error-rate-cents' });
    expect(error.errors!['rates.classifieds.highlighted_word_cents']![0]).toMatchObject({ code: 'error-rate-highlighted-below-plain' });
    expect(error.errors!['reason']![0]).toMatchObject({ code: 'error-rate-reason' });
    expectError(await put({ reason: 'no table' }, admin.cookie), 422, 'error-validation');
    expect((await current()).version).toBe(1);
  });

  it('makes a new version with who, when and why; an order made before keeps its prices, a new one is priced at the new table', async () => {
    const before = await socialRequest(['facebook', 'telegram']);
    const oldTotal = DEFAULT_RATES.social_posts.facebook + DEFAULT_RATES.social_posts.telegram;
    expect(before.request.price_cents).toBe(oldTotal);
    expect(await order(before.order_id!)).toMatchObject({ total_cents: oldTotal, rate_version: 1 });

    const changed = await change((rates) => {
      rates.social_posts.facebook = 4100;
      rates.social_posts.telegram = 2700;
    }, 'New year prices');
    // Audited in the change's transaction (issue #27): only the prices that changed, before → after.
    expect(await t.app.services.audit.list({ action: 'rates.change' }, 5)).toMatchObject([
      {
        actor: { id: admin.id },
        subject: { kind: 'rates', id: '2' },
        before: { version: 1, 'social_posts.facebook': DEFAULT_RATES.social_posts.facebook, 'social_posts.telegram': DEFAULT_RATES.social_posts.telegram },
        after: { version: 2, 'social_posts.facebook': 4100, 'social_posts.telegram': 2700 },
        reason: 'New year prices',
      },
    ]);
    expect(Object.keys((await t.app.services.audit.list({ action: 'rates.change' }, 5))[0]!.after!)).toHaveLength(3);
    expect(changed.current).toMatchObject({ version: 2, reason: 'New year prices', created_by: { id: admin.id, name: 'Ада N.' } });
    expect(changed.history.map((v) => v.version)).toEqual([2, 1]);
    expect(await current()).toMatchObject({ version: 2, rates: { social_posts: { facebook: 4100, telegram: 2700 } } });

    // The old order is paid at the prices it was made at.
    await paySandbox(c, before.order_id!, member.cookie);
    expect(await order(before.order_id!)).toMatchObject({ status: 'paid', total_cents: oldTotal, paid_cents: oldTotal, rate_version: 1 });
    // A new one at the new table, and it says so.
    const after = await socialRequest(['facebook', 'telegram']);
    expect(after.request.price_cents).toBe(6800);
    expect(await order(after.order_id!)).toMatchObject({ total_cents: 6800, rate_version: 2 });
  });
});

describe('a paid classified keeps the prices it was quoted at (decision 048)', () => {
  const form = (text: string, overrides: Record<string, string> = {}): Part[] =>
    Object.entries({ section: 'for-sale', type: 'offer', version: 'both', title: 'Диван', text, 'editions[0]': 'chicagoland', issues: '2', publish_date: '2026-11-26', agree: '1', ...overrides });

  it('an edit of a paid ad is priced at its own version, a new ad at the current one', async () => {
    const text = 'Продаю диван, почти новый, синий';
    const placed = await c.form('/api/classifieds', member.cookie, form(text));
    expect(placed.statusCode, placed.body).toBe(201);
    const ad = body<ClassifiedWrite>(placed);
    const quotedAt = (await current()).rates;
    const price = quoteClassified({ title: 'Диван', text, version: 'both', editions: 1, issues: 2, extras: NO_EXTRAS }, quotedAt).totalCents;
    expect(ad.classified.price_cents).toBe(price);
    await paySandbox(c, ad.order_id!, member.cookie);

    await change((rates) => {
      rates.classifieds.word_cents = 90;
      rates.classifieds.highlighted_word_cents = 120;
    }, 'Dearer words');

    // The same number of words, another text: nothing is due, the ad keeps its price and lines.
    const edited = await t.app.inject({ method: 'PATCH', url: `/api/classifieds/${ad.classified.id}`, headers: { cookie: member.cookie }, payload: Object.fromEntries(form('Продаю диван, почти новый, зелёный')) });
    expect(edited.statusCode, edited.body).toBe(200);
    const write = body<ClassifiedWrite>(edited);
    expect(write).toMatchObject({ due_cents: 0, classified: { price_cents: price, paid_cents: price } });
    expect(write.classified.lines.find((line) => line.code === 'words')?.unit_cents).toBe(quotedAt.classifieds.word_cents);

    // A new ad is quoted at the new table.
    const fresh = await c.form('/api/classifieds', member.cookie, form('Отдаю стол, дубовый, крепкий'));
    expect(fresh.statusCode, fresh.body).toBe(201);
    const freshAd = body<ClassifiedWrite>(fresh);
    const dearer = 5 * 2 * 90; // "Диван" and four words, two issues, the new word price
    expect(quoteClassified({ title: 'Диван', text: 'Отдаю стол, дубовый, крепкий', version: 'both', editions: 1, issues: 2, extras: NO_EXTRAS }, (await current()).rates).totalCents).toBe(dearer);
    expect(freshAd.classified.price_cents).toBe(dearer);
    expect(await order(freshAd.order_id!)).toMatchObject({ total_cents: dearer, rate_version: 3 });
  });
});
