import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  openStatus,
  type Business,
  type BusinessesResponse,
  type BusinessPlacesResponse,
  type BusinessWrite,
  type ModerationBusiness,
  type MyBusinessesResponse,
  type NotificationsResponse,
  type Order,
  type Page,
} from '@gazeta/contract';
import { DEMO_BUSINESSES } from '../../seed/businesses.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ownerOtherModerator, type TestMember } from '../../test/factories.ts';
import { client, multipart, newMember, pngFile, type Client, type Part, paySandbox as pay } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let owner: TestMember;
let other: TestMember;
let moderator: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-businesses' } });
  // Thursday 19 November 2026, 10:00 in Chicago.
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  // The owner hears of decisions by e-mail too: a confirmed address.
  ({ owner, other, moderator } = await ownerOtherModerator(t, { firstName: 'Ольга', emailVerified: clock }));
});
afterAll(() => t.close());

/** A good form: every §3 field (override or drop any with undefined). */
function form(overrides: Record<string, string | undefined> = {}): Part[] {
  counter += 1;
  const fields: Record<string, string | undefined> = {
    name: `Пекарня «Колосок» ${counter}`,
    information: 'Свежий хлеб, пирожки и торты на заказ. Говорим по-русски.',
    'categories[0]': 'groceries',
    'categories[1]': 'restaurants',
    'tags[0]': 'delivery',
    'languages[0]': 'ru',
    'languages[1]': 'en',
    phone: '1-847-555-0142',
    email: 'bakery@example.com',
    website: 'https://bakery.example.com',
    social: 'https://facebook.com/bakery\nhttps://instagram.com/bakery',
    contacts: 'Спросите Олега',
    address: '4901 Golf Rd',
    city: 'Skokie',
    state: 'IL',
    zip: '60077',
    lat: '42.05',
    lng: '-87.75',
    schedule_mon_opens: '08:00 AM',
    schedule_mon_closes: '06:00 PM',
    schedule_tue_opens: '08:00 AM',
    schedule_tue_closes: '06:00 PM',
    schedule_wed_opens: '08:00 AM',
    schedule_wed_closes: '06:00 PM',
    schedule_thu_opens: '08:00 AM',
    schedule_thu_closes: '06:00 PM',
    schedule_fri_opens: '08:00 AM',
    schedule_fri_closes: '11:00 PM',
    schedule_sat_opens: '10:00 PM',
    schedule_sat_closes: '02:00 AM',
    schedule_sun_opens: 'off',
    agree: '1',
    ...overrides,
  };
  return Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
}

const withDeal = (overrides: Record<string, string | undefined> = {}) =>
  form({ hot_deal: 'Второй пирог в подарок', hot_deal_starts: '2026-11-19 08:00:00', hot_deal_ends: '2026-12-03 08:00:00', ...overrides });

async function create(parts: Part[], cookie = owner.cookie): Promise<BusinessWrite> {
  const res = await c.form('/api/businesses', cookie, parts);
  expect(res.statusCode, res.body).toBe(201);
  return body<BusinessWrite>(res);
}

const decide = (id: number, payload: unknown, cookie = moderator) => c.post(`/api/forum/moderation/businesses/${id}`, cookie, payload);
const list = async (query = '') => body<BusinessesResponse>(await c.get(`/api/businesses${query}`));
const mine = async (cookie = owner.cookie) => body<MyBusinessesResponse>(await c.get('/api/me/businesses', cookie));

async function approved(parts: Part[]): Promise<BusinessWrite> {
  const write = await create(parts);
  expect((await decide(write.business.id, { decision: 'approve' })).statusCode).toBe(200);
  return write;
}

const paySandbox = (orderId: number, cookie = owner.cookie) => pay(c, orderId, cookie);

describe('the catalogue (/ethnic-ads)', () => {
  it('lists approved, active businesses by name, with categories and tags in the request’s language', async () => {
    const page = await list('?per_page=50');
    expect(page.total).toBeGreaterThanOrEqual(DEMO_BUSINESSES - 8);
    expect(page.data).toHaveLength(50);
    const names = page.data.map((b) => b.name.toLowerCase());
    expect(page.data[0]!.categories[0]!.name.length).toBeGreaterThan(0);
    expect(names.length).toBe(new Set(page.data.map((b) => b.id)).size);
    const english = body<BusinessesResponse>(await c.get('/api/businesses?category=restaurants', undefined));
    for (const business of english.data) expect(business.categories.map((x) => x.slug)).toContain('restaurants');
  });

  it('pages with a keyset cursor to the end, and refuses a cursor it did not make', async () => {
    const seen = new Set<number>();
    let cursor: string | null = null;
    const { total } = await list('?per_page=1');
    do {
      const page: BusinessesResponse = await list(`?per_page=30${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(total);
      for (const b of page.data) {
        expect(seen.has(b.id)).toBe(false);
        seen.add(b.id);
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.size).toBe(total);
    expectError(await c.get('/api/businesses?cursor=bm9wZQ'), 422, 'error-validation');
    expectError(await c.get('/api/businesses?category=spaceships'), 422, 'error-validation');
  });

  it('filters by tag and language spoken', async () => {
    const lithuanian = await list('?speaks=lt&per_page=50');
    expect(lithuanian.total).toBeGreaterThan(0);
    for (const b of lithuanian.data) expect(b.languages).toContain('lt');
    const delivery = await list('?tag=delivery&per_page=50');
    for (const b of delivery.data) expect(b.tags.map((x) => x.slug)).toContain('delivery');
  });

  it('"open now" keeps exactly the businesses whose schedule says open in Chicago time', async () => {
    const all = await list('?per_page=50');
    const open = await list('?open=1&per_page=50');
    expect(open.total).toBeGreaterThan(0);
    expect(open.total).toBeLessThan(all.total);
    for (const b of open.data) expect(openStatus(b.schedule, clock).open).toBe(true);
    const closedShown = all.data.filter((b) => !openStatus(b.schedule, clock).open).map((b) => b.id);
    for (const id of closedShown) expect(open.data.map((b) => b.id)).not.toContain(id);
  });

  it('"has a hot deal" shows the paid deals running now, with their dates', async () => {
    const deals = await list('?deal=1&per_page=50');
    expect(deals.total).toBeGreaterThan(0);
    for (const b of deals.data) {
      expect(b.hot_deal).not.toBeNull();
      expect(new Date(b.hot_deal!.starts_at).getTime()).toBeLessThanOrEqual(clock.getTime());
      expect(new Date(b.hot_deal!.ends_at).getTime()).toBeGreaterThan(clock.getTime());
    }
  });

  it('finds a business by words of its name, information or category, in either alphabet', async () => {
    const write = await approved(form({ name: 'Schaumburg Piroshki House', information: 'Pies and pastries baked every morning.', city: 'Schaumburg' }));
    for (const q of ['Schaumburg', 'Шаумбург', 'piroshki', 'pastry']) {
      const found = await list(`?q=${encodeURIComponent(q)}`);
      expect(found.data.map((b) => b.id), q).toContain(write.business.id);
      expect(found.query).toBe(q);
    }
    const byCategory = await list(`?q=${encodeURIComponent('продукты')}&per_page=50`);
    expect(byCategory.data.map((b) => b.id)).toContain(write.business.id);
    const hit = (await list('?q=Piroshki')).data.find((b) => b.id === write.business.id)!;
    expect(hit.name_highlight).toContain('<mark>Piroshki</mark>');
  });

  it('gives the categories with their counts and the tags, and the places for the map', async () => {
    const res = body<{ categories: { slug: string; count: number }[]; total: number; tags: unknown[] }>(await c.get('/api/businesses/categories'));
    expect(res.categories).toHaveLength(15);
    expect(res.total).toBe((await list()).total);
    // A business in two categories is counted in each, once in all.
    expect(res.categories.reduce((sum, x) => sum + x.count, 0)).toBeGreaterThan(res.total);
    const places = body<BusinessPlacesResponse>(await c.get('/api/businesses/places?category=doctors'));
    expect(places.truncated).toBe(false);
    expect(places.data.length).toBeGreaterThan(0);
    for (const place of places.data) expect(Math.abs(place.lat - 42)).toBeLessThan(1);
  });
});

describe('listing a business (/profile/business)', () => {
  it('needs a session (401) and a verified phone (403), before the body is read', async () => {
    expectError(await c.form('/api/businesses', undefined, form()), 401, 'notification-auth-error');
    const unverified = await newMember(t, { phoneVerified: false });
    expectError(await c.form('/api/businesses', unverified.cookie, form()), 403, 'notification-please-verify-phone');
  });

  it('answers each missing field with its spec §8 code', async () => {
    const res = await c.form('/api/businesses', owner.cookie, [['agree', '1']]);
    const error = expectError(res, 422, 'notification-error-name');
    const codes = Object.fromEntries(Object.entries(error.errors!).map(([field, list]) => [field, list[0]!.code]));
    expect(codes).toMatchObject({
      name: 'notification-error-name',
      information: 'notification-error-information',
      phone: 'notification-error-phone',
      languages: 'notification-error-languages',
      schedule: 'notification-error-schelude',
      categories: 'notification-error-categories',
      address: 'error-business-address-required',
    });
    expect(error.errors!['name']![0]!.message).toBe('Please fill in the business name.');
  });

  it('refuses categories that are not a list, a bad e-mail, a bad phone, hot deal dates not in Y-m-d H:i:s', async () => {
    const json = Object.fromEntries(form());
    const notList = await c.post('/api/businesses', owner.cookie, { ...json, 'categories[0]': undefined, 'categories[1]': undefined, categories: 'groceries' });
    expect(expectError(notList, 422, 'notification-error-categories').errors!['categories']![0]!.code).toBe('notification-error-categories');
    expect(expectError(await c.form('/api/businesses', owner.cookie, form({ email: 'nobody-at-example' })), 422, 'notification-error-invalid-email').errors!['email']).toBeDefined();
    expect(expectError(await c.form('/api/businesses', owner.cookie, form({ phone: '555-01' })), 422, 'error-phone-invalid').errors!['phone']).toBeDefined();
    const badDate = expectError(await c.form('/api/businesses', owner.cookie, withDeal({ hot_deal_starts: '19.11.2026 08:00' })), 422, 'notification-error-invalid-date');
    expect(badDate.errors!['hot_deal_starts']![0]!.code).toBe('notification-error-invalid-date');
    expectError(await c.form('/api/businesses', owner.cookie, withDeal({ hot_deal_ends: '2027-03-01 08:00:00' })), 422, 'error-hot-deal-dates');
    expectError(await c.form('/api/businesses', owner.cookie, withDeal({ hot_deal_starts: '2026-11-01 08:00:00', hot_deal_ends: '2026-11-10 08:00:00' })), 422, 'error-hot-deal-ended');
    const day = expectError(await c.form('/api/businesses', owner.cookie, form({ schedule_mon_closes: 'soon' })), 422, 'error-business-schedule-day');
    expect(day.errors!['schedule.mon']![0]!.code).toBe('error-business-schedule-day');
    expectError(await c.form('/api/businesses', owner.cookie, form({ name: 'Bad\u0000name' })), 422, 'validation-control-characters');
  });

  it('saves a listing for review with its schedule (24-hour), logo and pictures; readers do not see it yet', async () => {
    const logo = await pngFile(120, 120, '#aa3322');
    const picture = await pngFile(200, 120);
    const write = await create([...form(), ['logo', logo], ['images[0]', picture], ['images[1]', picture]]);
    expect(write.code).toBe('notification-business-review');
    expect(write.message).toBe('Your business has been sent for review.');
    expect(write.business).toMatchObject({
      status: 'awaiting_review',
      active: true,
      listed: false,
      phone: '+18475550142',
      categories: ['groceries', 'restaurants'],
      social: ['https://facebook.com/bakery', 'https://instagram.com/bakery'],
      schedule: { mon: { opens: '08:00', closes: '18:00' }, sat: { opens: '22:00', closes: '02:00' }, sun: 'off' },
      location: { lat: 42.05, lng: -87.75, source: 'owner' },
      hot_deal: null,
    });
    expect(write.business.logo?.src).toMatch(/\.webp$/);
    expect(write.business.images).toHaveLength(2);
    expectError(await c.get(`/api/businesses/${write.business.id}`), 404, 'error-not-found');
    expect(body<Business>(await c.get(`/api/businesses/${write.business.id}`, owner.cookie))).toMatchObject({ own: true, listed: false, status: 'awaiting_review' });
    expect((await c.get(`/api/businesses/${write.business.id}`, moderator)).statusCode).toBe(200);
    expectError(await c.get(`/api/businesses/${write.business.id}`, other.cookie), 404, 'error-not-found');
  });

  it('puts a listing without a pin at its address’s place: here, with no geocoder, its ZIP code’s centre (decision 029)', async () => {
    const write = await create(form({ lat: undefined, lng: undefined }));
    expect(write.business.location).toMatchObject({ source: 'zip' });
    expect(Math.abs(write.business.location!.lat - 42.0345)).toBeLessThan(0.05);
    expect(Math.abs(write.business.location!.lng + 87.75)).toBeLessThan(0.05);
    expectError(await c.form('/api/businesses', owner.cookie, form({ lng: undefined })), 422, 'error-geo-position-pair');
  });

  it('refuses a file that is not a picture as the logo, on `logo`', async () => {
    const res = await c.form('/api/businesses', owner.cookie, [...form(), ['logo', { data: Buffer.from('not a picture'), filename: 'logo.png', type: 'image/png' }]]);
    expect(expectError(res, 422, 'error-classified-image-invalid').errors!['logo']).toBeDefined();
  });

  it('a hot deal waits for payment ("Success. Please pay for your request."), shows once paid and approved, and is found as a deal', async () => {
    const write = await create(withDeal());
    const weeks = 2;
    expect(write).toMatchObject({ code: 'notification-business-pay', message: 'Success. Please pay for your request.', due_cents: weeks * DEFAULT_RATES.hot_deal_per_week_cents });
    expect(write.business.hot_deal).toMatchObject({ text: 'Второй пирог в подарок', starts: '2026-11-19 08:00:00', ends: '2026-12-03 08:00:00', weeks, paid: false });
    const order = body<Order>(await c.get(`/api/orders/${write.order_id}`, owner.cookie));
    expect(order).toMatchObject({ status: 'awaiting_payment', total_cents: write.due_cents });
    expect(order.lines[0]).toMatchObject({ subject_kind: 'business_hot_deal' });

    expect((await decide(write.business.id, { decision: 'approve' })).statusCode).toBe(200);
    // Approved but unpaid: listed without its deal.
    expect(body<Business>(await c.get(`/api/businesses/${write.business.id}`)).hot_deal).toBeNull();
    expect((await list('?deal=1&per_page=50')).data.map((b) => b.id)).not.toContain(write.business.id);

    await paySandbox(write.order_id!);
    const paid = (await mine()).data.find((b) => b.id === write.business.id)!;
    expect(paid.hot_deal).toMatchObject({ paid: true, due_cents: 0, order_id: null });
    const listed = await c.get(`/api/businesses/${write.business.id}`);
    expect(body<Business>(listed).hot_deal).toMatchObject({ text: 'Второй пирог в подарок', running: true });
    expect(listed.headers['cache-control']).toBeUndefined();
    // The owner's answer (own: true) is theirs alone, listed or not.
    const ownView = await c.get(`/api/businesses/${write.business.id}`, owner.cookie);
    expect(body<Business>(ownView)).toMatchObject({ own: true, listed: true });
    expect(ownView.headers['cache-control']).toBe('private, no-store');
    const deals = await list(`?deal=1&q=${encodeURIComponent('Колосок')}&per_page=50`);
    expect(deals.data.map((b) => b.id)).toContain(write.business.id);
  });
});

describe('changing, switching off and deleting one’s listing', () => {
  it('a change goes back to review; a longer deal owes the difference', async () => {
    const write = await create(withDeal());
    await paySandbox(write.order_id!);
    await decide(write.business.id, { decision: 'approve' });
    const patch = (parts: Part[]) => {
      const { payload, headers } = multipart(parts);
      return t.app.inject({ method: 'PATCH', url: `/api/businesses/${write.business.id}`, payload, headers: { ...headers, cookie: owner.cookie } });
    };
    // The same form again changes nothing: still approved.
    const same = await patch([...withDeal({ name: write.business.name })]);
    expect(same.statusCode, same.body).toBe(200);
    expect(body<BusinessWrite>(same).business.status).toBe('approved');
    const res = await patch([...withDeal({ name: write.business.name, hot_deal_ends: '2026-12-10 08:00:00' })]);
    const changed = body<BusinessWrite>(res);
    expect(changed).toMatchObject({ code: 'notification-business-pay', due_cents: DEFAULT_RATES.hot_deal_per_week_cents });
    expect(changed.business).toMatchObject({ status: 'awaiting_review', hot_deal: { weeks: 3, paid_cents: 2 * DEFAULT_RATES.hot_deal_per_week_cents } });
    expect(changed.order_id).not.toBe(write.order_id);
    expectError(await c.post(`/api/businesses/${write.business.id}/pay`, other.cookie), 404, 'error-not-found');
  });

  it('switched off, a listing leaves the catalogue at once; switched on, it is back', async () => {
    const write = await approved(form({ name: 'Кафе «Переключатель»' }));
    const q = `?q=${encodeURIComponent('Переключатель')}`;
    expect((await list(q)).data.map((b) => b.id)).toContain(write.business.id);
    const off = body<BusinessWrite>(await c.post(`/api/businesses/${write.business.id}/active`, owner.cookie, { active: false }));
    expect(off.business).toMatchObject({ active: false, listed: false, status: 'approved' });
    expect((await list(q)).data.map((b) => b.id)).not.toContain(write.business.id);
    expectError(await c.get(`/api/businesses/${write.business.id}`), 404, 'error-not-found');
    await c.post(`/api/businesses/${write.business.id}/active`, owner.cookie, { active: true });
    expect((await list(q)).data.map((b) => b.id)).toContain(write.business.id);
    expectError(await c.post(`/api/businesses/${write.business.id}/active`, other.cookie, { active: false }), 404, 'error-not-found');
    expectError(await c.post(`/api/businesses/${write.business.id}/active`, owner.cookie, { active: 'maybe' }), 422, 'error-validation');
  });

  it('deleted, it is gone from the list, the catalogue and its page', async () => {
    const write = await approved(form());
    expect((await c.del(`/api/businesses/${write.business.id}`, other.cookie)).statusCode).toBe(404);
    expect((await c.del(`/api/businesses/${write.business.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await mine()).data.map((b) => b.id)).not.toContain(write.business.id);
    expectError(await c.get(`/api/businesses/${write.business.id}`), 404, 'error-not-found');
    expectError(await c.post(`/api/businesses/${write.business.id}/pay`, owner.cookie), 404, 'error-not-found');
  });

  it('paying with nothing due is a 409', async () => {
    const write = await create(form());
    expectError(await c.post(`/api/businesses/${write.business.id}/pay`, owner.cookie), 409, 'error-business-not-payable');
  });
});

describe('review by staff', () => {
  it('queues new listings, the longest waiting first, with the four counts', async () => {
    const write = await create(form());
    const queue = body<Page<ModerationBusiness> & { counts: Record<string, number> }>(await c.get('/api/forum/moderation?kind=businesses', moderator));
    expect(queue.counts).toMatchObject({ businesses: queue.total });
    expect(queue.data.map((b) => b.id)).toContain(write.business.id);
    const times = queue.data.map((b) => b.updated_at);
    expect(times).toEqual([...times].sort());
    const posts = body<{ counts: Record<string, number> }>(await c.get('/api/forum/moderation?kind=posts', moderator));
    expect(posts.counts['businesses']).toBe(queue.total);
    expectError(await c.get('/api/forum/moderation?kind=businesses', owner.cookie), 403, 'error-moderator-only');
  });

  it('approves (business_approved) and rejects with a reason (business_rejected), never one’s own', async () => {
    const good = await create(form());
    expect(body<{ status: string }>(await decide(good.business.id, { decision: 'approve' })).status).toBe('approved');
    const [note] = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie)).data.data;
    expect(note).toMatchObject({ type: 'business_approved', icon: 'approved', data: { post_title: good.business.name } });
    expectError(await decide(good.business.id, { decision: 'approve' }), 409, 'error-conflict');

    const bad = await create(form());
    expectError(await decide(bad.business.id, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    const rejected = body<{ status: string; rejection_reason: string }>(await decide(bad.business.id, { decision: 'reject', reason: 'Нет адреса' }));
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Нет адреса' });
    expect(body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie)).data.data[0]).toMatchObject({ type: 'business_rejected', data: { rejection_reason: 'Нет адреса' } });
    expect((await t.outbox.mail()).some((mail) => mail.subject.includes(bad.business.name))).toBe(true);

    const staffMember = await newMember(t, { role: 'moderator' });
    const own = await create(form(), staffMember.cookie);
    expectError(await decide(own.business.id, { decision: 'approve' }, staffMember.cookie), 403, 'error-own-item');
    expectError(await decide(999_999, { decision: 'approve' }), 404, 'error-not-found');
  });

  it('refunds a paid hot deal when the listing is rejected', async () => {
    const write = await create(withDeal());
    await paySandbox(write.order_id!);
    await decide(write.business.id, { decision: 'reject', reason: 'Реклама не по теме' });
    const order = body<Order>(await c.get(`/api/orders/${write.order_id}`, owner.cookie));
    expect(order.status).toBe('refunded');
    expect((await mine()).data.find((b) => b.id === write.business.id)!.hot_deal).toMatchObject({ paid_cents: 0 });
  });
});
