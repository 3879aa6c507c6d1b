import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_RATES,
  BANNER_PRICING,
  type Advertisement,
  type BannerStats,
  type BannerWrite,
  type ModerationBanner,
  type MyBanner,
  type MyBannersResponse,
  type NotificationsResponse,
  type Order,
  type Page,
} from '@gazeta/contract';
import { chicagoDay, addDays } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { ownerOtherModerator, staff, type TestMember } from '../../test/factories.ts';
import { bmpFile, client, icoFile, multipart, newMember, pngHeader, type Client, type Part, paySandbox as pay } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let owner: TestMember;
let other: TestMember;
let moderator: string;
let today: string;
let counter = 0;

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, env: { PAYMENTS_SANDBOX_SECRET: 'sandbox-secret-for-banners' } });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  today = chicagoDay(clock);
  c = client(t);
  ({ owner, other, moderator } = await ownerOtherModerator(t, { firstName: 'Пётр', phoneVerified: false, emailVerified: clock }));
});
afterAll(() => t.close());

const banner150x600 = async (format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff' = 'png', width = 150, height = 600) => ({
  data: await sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } })[format]().toBuffer(),
  filename: `banner.${format}`,
  type: `image/${format}`,
});

function form(overrides: Record<string, string | undefined> = {}, picture?: Part[1] | null): Part[] {
  counter += 1;
  const fields: Record<string, string | undefined> = {
    title: `Пекарня «Колосок» ${counter}`,
    url: 'https://bakery.example.com/',
    starts_on: today,
    weeks: '2',
    agree: '1',
    ...overrides,
  };
  const parts = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return picture === null ? parts : [...parts, ['picture', picture!]];
}

async function create(parts: Part[], cookie = owner.cookie): Promise<BannerWrite> {
  const res = await c.form('/api/banners', cookie, parts);
  expect(res.statusCode, res.body).toBe(201);
  return body<BannerWrite>(res);
}

const patch = (id: number, parts: Part[], cookie = owner.cookie) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'PATCH', url: `/api/banners/${id}`, payload, headers: { ...headers, cookie } });
};
const decide = (id: number, payload: unknown, cookie = moderator) => c.post(`/api/forum/moderation/banners/${id}`, cookie, payload);
const mine = async (cookie = owner.cookie) => body<MyBannersResponse>(await c.get('/api/me/banners', cookie));
const mineOne = async (id: number) => (await mine()).data.find((b) => b.id === id)!;
const strip = async () => body<{ data: Advertisement[] }>(await c.post('/api/adv/get', undefined, {})).data;

const paySandbox = (orderId: number, cookie = owner.cookie) => pay(c, orderId, cookie);

async function paidBanner(parts?: Part[]): Promise<BannerWrite> {
  const write = await create(parts ?? form({}, await banner150x600()));
  await paySandbox(write.order_id!);
  return write;
}

function expectPictureError(res: Awaited<ReturnType<Client['get']>>, code: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(body<{ errors: Record<string, { code: string }[]> }>(res).errors['picture']![0]!.code).toBe(code);
}

describe('placing a banner (POST /api/banners)', () => {
  it('takes a 150 × 600 picture, prices the weeks and opens an order ("Success. Please pay for your request.")', async () => {
    const write = await create(form({ weeks: '3' }, await banner150x600()));
    expect(write).toMatchObject({ code: 'notification-banner-pay', message: 'Success. Please pay for your request.' });
    expect(write.banner).toMatchObject({
      status: 'awaiting_payment',
      phase: 'awaiting_payment',
      weeks: 3,
      price_cents: 3 * DEFAULT_RATES.banner_per_week_cents,
      starts_on: today,
      ends_on: addDays(today, 20),
      order_id: write.order_id,
      impressions: 0,
      clicks: 0,
    });
    expect(write.banner.image).toMatchObject({ width: 150, height: 600 });
    expect(write.banner.image.src).toMatch(/\.webp$/);
    const order = body<Order>(await c.get(`/api/orders/${write.order_id}`, owner.cookie));
    expect(order).toMatchObject({ status: 'awaiting_payment', total_cents: 3 * DEFAULT_RATES.banner_per_week_cents });
    expect((await mine()).data.map((b) => b.id)).toContain(write.banner.id);
    // Nobody else sees it.
    expect((await mine(other.cookie)).data.map((b) => b.id)).not.toContain(write.banner.id);
  });

  it('never takes a price from the browser', async () => {
    const write = await create([...form({ weeks: '1' }, await banner150x600()), ['price_cents', '1'], ['price', '1']]);
    expect(write.banner.price_cents).toBe(DEFAULT_RATES.banner_per_week_cents);
  });

  it('accepts every picture format of spec §5 at the right size, served as WebP', async () => {
    for (const format of ['jpeg', 'gif', 'webp', 'tiff'] as const) {
      const write = await create(form({}, await banner150x600(format)));
      expect(write.banner.image.src, format).toMatch(/\.webp$/);
    }
    const bmp = await create(form({}, { data: bmpFile(150, 600), filename: 'banner.bmp', type: 'image/bmp' }));
    expect(bmp.banner.image).toMatchObject({ width: 150, height: 600 });
    // An SVG is drawn into pixels: its script never reaches a reader, and it is never served as SVG.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="600"><script>alert(document.cookie)</script><rect width="150" height="600" fill="#c00"/></svg>`;
    const drawn = await create(form({}, { data: Buffer.from(svg), filename: 'banner.svg', type: 'image/svg+xml' }));
    expect(drawn.banner.image.src).toMatch(/\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: drawn.banner.image.src });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('checks the real size: "Incorrect sizes, allow only 150 x 600"', async () => {
    const { cookie } = await newMember(t);
    for (const picture of [await banner150x600('png', 300, 300), await banner150x600('png', 600, 150), await banner150x600('jpeg', 151, 600), await banner150x600('png', 300, 1200)]) {
      const res = await c.form('/api/banners', cookie, form({}, picture));
      expectPictureError(res, 'error-banner-size');
      expect(body<{ message: string }>(res).message).toBe('Incorrect sizes, allow only 150 x 600');
    }
    // An SVG declaring another size, an ICO (square at most 256), a BMP of the wrong size.
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250"/></svg>';
    expectPictureError(await c.form('/api/banners', cookie, form({}, { data: Buffer.from(svg), filename: 'b.svg', type: 'image/svg+xml' })), 'error-banner-size');
    expectPictureError(await c.form('/api/banners', cookie, form({}, { data: icoFile(64), filename: 'b.ico', type: 'image/x-icon' })), 'error-banner-size');
    expectPictureError(await c.form('/api/banners', cookie, form({}, { data: bmpFile(150, 601), filename: 'b.bmp', type: 'image/bmp' })), 'error-banner-size');
    // A PNG whose header claims a huge picture is refused before decoding; one whose header claims 150 × 600 over no picture is not a picture.
    expectPictureError(await c.form('/api/banners', cookie, form({}, pngHeader(30_000, 30_000))), 'error-banner-size');
    expectPictureError(await c.form('/api/banners', cookie, form({}, pngHeader(150, 600))), 'error-banner-picture-invalid');
    // Not a picture at all.
    expectPictureError(await c.form('/api/banners', cookie, form({}, { data: Buffer.from('hello'), filename: 'b.png', type: 'image/png' })), 'error-banner-picture-invalid');
    // Nothing of these refused forms was kept.
    expect((await mine(cookie)).data).toEqual([]);
  });

  it('refuses an oversize file as the wrong size, without reading it all', async () => {
    const huge = { data: Buffer.alloc(11 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' };
    const res = await c.form('/api/banners', owner.cookie, form({}, huge));
    expect([413, 422]).toContain(res.statusCode);
    expect(body<{ code: string }>(res).code).toBe('error-banner-size');
  });

  it('names every missing or bad field', async () => {
    const { cookie } = await newMember(t);
    const picture = await banner150x600();
    const cases: [Record<string, string | undefined>, string, string][] = [
      [{ title: undefined }, 'title', 'error-banner-title-required'],
      [{ title: '  ' }, 'title', 'error-banner-title-required'],
      [{ title: 'x'.repeat(121) }, 'title', 'error-title-too-long'],
      [{ title: 'Bad\u0007title' }, 'title', 'validation-control-characters'],
      [{ title: 'Glued\u2800words\u3164here' }, 'title', 'validation-invisible-characters'],
      [{ url: undefined }, 'url', 'error-banner-url-required'],
      [{ url: 'javascript:alert(1)' }, 'url', 'error-banner-url-invalid'],
      [{ url: 'bakery' }, 'url', 'error-banner-url-invalid'],
      [{ starts_on: undefined }, 'starts_on', 'error-banner-start-required'],
      [{ starts_on: '2026-02-30' }, 'starts_on', 'error-banner-start-required'],
      [{ starts_on: addDays(today, -1) }, 'starts_on', 'error-banner-start-past'],
      [{ starts_on: addDays(today, 91) }, 'starts_on', 'error-banner-start-too-far'],
      [{ weeks: '0' }, 'weeks', 'error-banner-weeks-invalid'],
      [{ weeks: String(BANNER_PRICING.maxWeeks + 1) }, 'weeks', 'error-banner-weeks-invalid'],
      [{ weeks: '1.5' }, 'weeks', 'error-banner-weeks-invalid'],
      [{ weeks: 'two' }, 'weeks', 'error-banner-weeks-invalid'],
      [{ agree: undefined }, 'agree', 'error-terms-required'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await c.form('/api/banners', cookie, form(overrides, picture));
      expect(res.statusCode, `${field} ${JSON.stringify(overrides)}`).toBe(422);
      expect(body<{ errors: Record<string, { code: string }[]> }>(res).errors[field]?.[0]?.code, JSON.stringify(overrides)).toBe(code);
    }
    expectPictureError(await c.form('/api/banners', cookie, form({}, null)), 'error-banner-picture-required');
  });

  it('needs a signed-in member', async () => {
    expectError(await c.form('/api/banners', undefined, form({}, await banner150x600())), 401, 'notification-auth-error');
    expectError(await c.get('/api/me/banners'), 401, 'notification-auth-error');
  });
});

describe('paying, review and the strip', () => {
  it('paid, waits for review; approved, shows in the strip through the counting redirect; views and clicks are counted per day', async () => {
    const write = await paidBanner();
    const id = write.banner.id;
    expect(await mineOne(id)).toMatchObject({ status: 'awaiting_review', phase: 'awaiting_review', order_id: null });
    // Paid and waiting: it cannot be changed or deleted.
    expectError(await c.del(`/api/banners/${id}`, owner.cookie), 409, 'error-banner-locked');
    expectError(await patch(id, form({}, null)), 409, 'error-banner-locked');

    const queue = body<Page<ModerationBanner> & { counts: { banners: number } }>(await c.get('/api/forum/moderation?kind=banners', moderator));
    expect(queue.data.map((b) => b.id)).toContain(id);
    expect(queue.counts.banners).toBeGreaterThanOrEqual(1);
    expect(queue.data.find((b) => b.id === id)!.author.name).toMatch(/^Пётр/);
    // Members are not moderators.
    expectError(await decide(id, { decision: 'approve' }, other.cookie), 403, 'error-moderator-only');
    expectError(await c.get('/api/forum/moderation?kind=banners', other.cookie), 403, 'error-moderator-only');

    expect(body<MyBanner>(await decide(id, { decision: 'approve' }))).toMatchObject({ status: 'approved', phase: 'running' });
    expectError(await decide(id, { decision: 'approve' }), 409, 'error-conflict');
    const ad = (await strip()).find((a) => a.alt === write.banner.title)!;
    expect(ad).toBeDefined();
    expect(ad.url).toBe(`/api/adv/click/${ad.id}`);
    expect(ad.width).toBe(150);

    // Two readers see it, one twice in one report; a bot is not counted.
    for (const ua of [BROWSER, BROWSER, BOT]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/adv/seen', payload: { ids: [ad.id, ad.id] }, headers: { 'user-agent': ua } });
      expect(res.statusCode).toBe(204);
    }
    const click = await t.app.inject({ method: 'GET', url: `/api/adv/click/${ad.id}`, headers: { 'user-agent': BROWSER } });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://bakery.example.com/');
    await t.app.inject({ method: 'GET', url: `/api/adv/click/${ad.id}`, headers: { 'user-agent': BOT } });
    await t.app.services.adCounter.flush();

    const stats = body<BannerStats>(await c.get(`/api/me/banners/${id}/stats`, owner.cookie));
    expect(stats).toMatchObject({ impressions: 2, clicks: 1 });
    expect(stats.days).toEqual([{ date: today, impressions: 2, clicks: 1 }]);
    expect(await mineOne(id)).toMatchObject({ impressions: 2, clicks: 1 });
    // Only the owner reads them.
    expectError(await c.get(`/api/me/banners/${id}/stats`, other.cookie), 404, 'error-not-found');

    const notes = body<NotificationsResponse>(await c.get('/api/forum/notifications', owner.cookie));
    expect(notes.data.data.some((n) => n.type === 'banner_approved')).toBe(true);
    const mail = (await t.outbox.mail()).filter((m) => m.subject.includes(write.banner.title));
    expect(mail.length).toBeGreaterThan(0);
  });

  it('a run that starts later is scheduled: not in the strip before its first day', async () => {
    const write = await paidBanner(form({ starts_on: addDays(today, 7) }, await banner150x600()));
    expect(body<MyBanner>(await decide(write.banner.id, { decision: 'approve' }))).toMatchObject({ phase: 'scheduled' });
    expect((await strip()).some((a) => a.alt === write.banner.title)).toBe(false);
    expect(body<BannerStats>(await c.get(`/api/me/banners/${write.banner.id}/stats`, owner.cookie)).days).toEqual([]);
  });

  it('rejected, it is refunded and tells its owner why; changed, it is a new order to pay', async () => {
    const write = await paidBanner();
    expectError(await decide(write.banner.id, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    const rejected = body<MyBanner>(await decide(write.banner.id, { decision: 'reject', reason: 'Картинка нечитаема' }));
    expect(rejected).toMatchObject({ status: 'rejected', phase: 'rejected', rejection_reason: 'Картинка нечитаема' });
    const order = body<Order>(await c.get(`/api/orders/${write.order_id}`, owner.cookie));
    expect(order.status).toBe('refunded');
    expect((await strip()).some((a) => a.alt === write.banner.title)).toBe(false);

    const changed = await patch(write.banner.id, form({ weeks: '4', title: write.banner.title }, null));
    expect(changed.statusCode, changed.body).toBe(200);
    const again = body<BannerWrite>(changed);
    expect(again.banner).toMatchObject({ status: 'awaiting_payment', weeks: 4, price_cents: 4 * DEFAULT_RATES.banner_per_week_cents, rejection_reason: null });
    expect(again.order_id).not.toBe(write.order_id);
    expect(again.banner.image.src).toBe(write.banner.image.src);
  });

  it('refunded in full by staff (to the card, so the owner’s balance does not pay the next tests’ orders), gives up what it paid for: out of the strip, waiting for payment again', async () => {
    const write = await paidBanner();
    expect(body<MyBanner>(await decide(write.banner.id, { decision: 'approve' }))).toMatchObject({ status: 'approved' });
    expect((await strip()).some((a) => a.alt === write.banner.title)).toBe(true);
    const admin = await staff(t, 'admin');
    const refunded = await c.post(`/api/orders/${write.order_id}/refund`, admin, { to: 'provider', reason: 'Goodwill' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await mineOne(write.banner.id)).toMatchObject({ status: 'awaiting_payment', order_id: null });
    expect((await strip()).some((a) => a.alt === write.banner.title)).toBe(false);
  });

  it('a change before payment gives up the old order; a late payment of it goes to the balance', async () => {
    const write = await create(form({}, await banner150x600()));
    const changed = body<BannerWrite>(await patch(write.banner.id, form({ weeks: '1' }, await banner150x600('jpeg'))));
    expect(changed.banner.price_cents).toBe(DEFAULT_RATES.banner_per_week_cents);
    expect(changed.banner.image.src).not.toBe(write.banner.image.src);
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, owner.cookie)).status).toBe('cancelled');
    await paySandbox(changed.order_id!);
    expect(await mineOne(write.banner.id)).toMatchObject({ status: 'awaiting_review' });
  });

  it('deletes a banner not yet paid (its order given up), and only one’s own', async () => {
    const write = await create(form({}, await banner150x600()));
    expectError(await c.del(`/api/banners/${write.banner.id}`, other.cookie), 404, 'error-not-found');
    expectError(await patch(write.banner.id, form({}, null), other.cookie), 404, 'error-not-found');
    expect((await c.del(`/api/banners/${write.banner.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await mine()).data.some((b) => b.id === write.banner.id)).toBe(false);
    expect(body<Order>(await c.get(`/api/orders/${write.order_id}`, owner.cookie)).status).toBe('cancelled');
    expectError(await c.del(`/api/banners/${write.banner.id}`, owner.cookie), 404, 'error-not-found');
  });
});

describe('counting (POST /api/adv/seen, GET /api/adv/click/{id})', () => {
  it('leads the newsroom’s own ads to their site without counting them', async () => {
    const own = (await strip()).find((a) => a.url.startsWith('http'))!;
    const [placement] = await t.database.query<{ id: number; url: string }>(`SELECT id, url FROM strip_ads WHERE banner_id IS NULL LIMIT 1`);
    const res = await t.app.inject({ method: 'GET', url: `/api/adv/click/${placement!.id}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(placement!.url);
    expect(own).toBeDefined();
  });

  it('answers 404 to an unknown ad and 422 to bad reports', async () => {
    expectError(await c.get('/api/adv/click/999999'), 404, 'error-not-found');
    expect((await c.get('/api/adv/click/abc')).statusCode).toBe(404);
    for (const payload of [{}, { ids: [] }, { ids: [0] }, { ids: ['x'] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expect((await c.post('/api/adv/seen', undefined, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
  });
});
