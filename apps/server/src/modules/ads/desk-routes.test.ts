import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Advertisement, DeskAd, DeskAdsResponse, ErrorResponse } from '@gazeta/contract';
import { chicagoDay, addDays } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { multipart, type Part } from '../../test/client.ts';
import { member, staff } from '../../test/factories.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let editor: string;
let admin: string;
let refused: { who: string; cookie: string | undefined; status: number; code: string }[];
let png: Buffer;

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const form = (method: 'POST' | 'PATCH', url: string, cookie: string | undefined, parts: readonly Part[]) => {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
};

let made = 0;
const fields = (over: Record<string, string> = {}): Part[] =>
  Object.entries({ url: `https://shop-${++made}.example/offer`, alt_ru: `Реклама ${made}`, alt_en: `Ad ${made}`, position: '0', active: '1', ...over }).map(([k, v]) => [k, v] as Part);
const picture = (): Part => ['image', { data: png, filename: 'ad.png', type: 'image/png' }];

async function newAd(over: Record<string, string> = {}): Promise<DeskAd> {
  const res = await form('POST', '/api/newsroom/ads', editor, [...fields(over), picture()]);
  expect(res.statusCode, res.body).toBe(201);
  return body<DeskAd>(res);
}

const strip = async (lang: 'ru' | 'en' = 'ru') => body<{ data: Advertisement[] }>(await t.app.inject({ method: 'POST', url: `/api/adv/get?lang=${lang}`, payload: {} })).data;
const auditOf = (id: number) => t.app.services.audit.list({ subjectKind: 'ad', subjectId: String(id) }, 20);

beforeAll(async () => {
  t = await createTestApp();
  editor = await staff(t, 'editor');
  admin = await staff(t, 'admin');
  refused = [
    { who: 'signed out', cookie: undefined, status: 401, code: 'notification-auth-error' },
    { who: 'a member', cookie: (await member(t)).cookie, status: 403, code: 'error-editor-only' },
    { who: 'a moderator', cookie: await staff(t, 'moderator'), status: 403, code: 'error-editor-only' },
  ];
  png = await sharp({ create: { width: 300, height: 250, channels: 3, background: '#c2410c' } }).png().toBuffer();
});
afterAll(() => t?.close());

describe('the newsroom’s ads of the strip', () => {
  it('refuses every endpoint to the signed out (401), members and moderators (403)', async () => {
    const ad = await newAd();
    for (const { who, cookie, status, code } of refused) {
      const answers = [
        await send('GET', '/api/newsroom/ads', cookie),
        await form('POST', '/api/newsroom/ads', cookie, [...fields(), picture()]),
        await send('PATCH', `/api/newsroom/ads/${ad.id}`, cookie, { active: false }),
        await send('DELETE', `/api/newsroom/ads/${ad.id}`, cookie),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${who} ${res.body}`).toBe(status);
        expect(body<ErrorResponse>(res).code).toBe(code);
      }
    }
    expect((await strip()).map((a) => a.id)).toContain(ad.id);
    expect(await auditOf(ad.id)).toHaveLength(1);
  });

  it('lists the newsroom’s own ads (no member’s banner) with their phase, for editors and admins', async () => {
    for (const cookie of [editor, admin]) {
      const res = await send('GET', '/api/newsroom/ads', cookie);
      expect(res.statusCode).toBe(200);
      const { data, today } = body<DeskAdsResponse>(res);
      expect(today).toBe(chicagoDay(new Date()));
      const own = await t.database.query<{ id: number }>(`SELECT id FROM strip_ads WHERE banner_id IS NULL`);
      expect(data.map((a) => a.id).sort((a, b) => a - b)).toEqual(own.map((r) => Number(r.id)).sort((a, b) => a - b));
      expect(data.some((a) => a.phase === 'ended')).toBe(true);
      for (const ad of data) expect(ad.ad_id).toBeLessThan(1_000_000);
    }
  });

  it('adds an ad with its picture re-encoded: the strip shows it at once, alt in the reader’s language, audited', async () => {
    await strip();
    const ad = await newAd({ position: '-0', alt_ru: 'Пекарня у дома', alt_en: 'The bakery next door' });
    expect(ad).toMatchObject({ alt_ru: 'Пекарня у дома', alt_en: 'The bakery next door', active: true, phase: 'running', starts_on: null, ends_on: null });
    expect(ad.image_url).toMatch(/^\/media\/images\/.+\.webp$/);
    const image = await t.app.inject({ method: 'GET', url: ad.image_url });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/webp']);
    const ru = (await strip('ru')).find((a) => a.id === ad.id);
    const en = (await strip('en')).find((a) => a.id === ad.id);
    expect(ru).toMatchObject({ url: ad.url, alt: 'Пекарня у дома', image_url: ad.image_url });
    expect(en).toMatchObject({ alt: 'The bakery next door' });
    const [entry] = await auditOf(ad.id);
    expect(entry).toMatchObject({ action: 'ad.create', before: null, after: { url: ad.url, alt_ru: 'Пекарня у дома', alt_en: 'The bakery next door', active: true } });
    // Each new ad has a number of its own.
    const second = await newAd();
    expect(second.ad_id).not.toBe(ad.ad_id);
  });

  it('keeps a scheduled ad out of the strip until its first day (Chicago), and an ended one after its last', async () => {
    const today = chicagoDay(new Date());
    const next = await newAd({ starts_on: addDays(today, 7), ends_on: addDays(today, 37) });
    expect(next).toMatchObject({ phase: 'scheduled', starts_on: addDays(today, 7), ends_on: addDays(today, 37) });
    const ended = await newAd({ starts_on: addDays(today, -10), ends_on: addDays(today, -1) });
    expect(ended.phase).toBe('ended');
    const running = await newAd({ starts_on: today, ends_on: today });
    expect(running.phase).toBe('running');
    const ids = (await strip()).map((a) => a.id);
    expect(ids).not.toContain(next.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).toContain(running.id);
  });

  it('refuses bad fields one by one (422): a link that is not http(s), no alt text, bad dates, no picture, not a picture', async () => {
    const cases: [Part[], string, string][] = [
      [[...fields({ url: 'javascript:alert(1)' }), picture()], 'url', 'error-desk-url-invalid'],
      [[...fields({ url: 'ftp://files.example/x' }), picture()], 'url', 'error-desk-url-invalid'],
      [[...fields({ url: '' }), picture()], 'url', 'error-desk-url-invalid'],
      [[...fields({ alt_ru: ' ' }), picture()], 'alt_ru', 'error-desk-alt-required'],
      [[...fields({ alt_en: '' }), picture()], 'alt_en', 'error-desk-alt-required'],
      [[...fields({ starts_on: '2026-02-30' }), picture()], 'starts_on', 'error-desk-date-invalid'],
      [[...fields({ starts_on: '2027-01-10', ends_on: '2027-01-09' }), picture()], 'ends_on', 'error-desk-dates-order'],
      [[...fields({ position: '1.5' }), picture()], 'position', 'error-desk-position-invalid'],
      [fields(), 'image', 'error-desk-image-required'],
      [[...fields(), ['image', { data: Buffer.from('<html>not an image</html>'), filename: 'ad.png', type: 'image/png' }]], 'image', 'error-desk-image-invalid'],
    ];
    const before = Number((await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM strip_ads`))[0]!.n);
    for (const [parts, field, code] of cases) {
      const res = await form('POST', '/api/newsroom/ads', editor, parts);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(body<ErrorResponse>(res).errors?.[field]?.map((e) => e.code), res.body).toContain(code);
    }
    expect(Number((await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM strip_ads`))[0]!.n)).toBe(before);
  });

  it('switches an ad off and changes its fields (JSON or the whole form with a new picture), audited before → after', async () => {
    const ad = await newAd();
    const off = await send('PATCH', `/api/newsroom/ads/${ad.id}`, admin, { active: false, alt_en: 'Changed' });
    expect(off.statusCode, off.body).toBe(200);
    expect(body<DeskAd>(off)).toMatchObject({ active: false, phase: 'off', alt_en: 'Changed' });
    expect((await strip()).map((a) => a.id)).not.toContain(ad.id);
    expect((await auditOf(ad.id))[0]).toMatchObject({ action: 'ad.change', before: { active: true, alt_en: ad.alt_en }, after: { active: false, alt_en: 'Changed' } });

    const other = await sharp({ create: { width: 320, height: 100, channels: 3, background: '#1d4ed8' } }).jpeg().toBuffer();
    const res = await form('PATCH', `/api/newsroom/ads/${ad.id}`, editor, [...fields({ url: 'https://new.example/' }), ['image', { data: other, filename: 'x.jpg', type: 'image/jpeg' }]]);
    expect(res.statusCode, res.body).toBe(200);
    const changed = body<DeskAd>(res);
    expect(changed).toMatchObject({ url: 'https://new.example/', active: true, width: 320, height: 100 });
    expect(changed.image_url).not.toBe(ad.image_url);
    expect((await strip()).find((a) => a.id === ad.id)?.url).toBe('https://new.example/');
    // The old picture is gone with nothing showing it.
    expect((await t.app.inject({ method: 'GET', url: ad.image_url })).statusCode).toBe(404);

    expectError(await send('PATCH', `/api/newsroom/ads/${ad.id}`, editor, { url: 'mailto:x@example.com' }), 422, 'error-desk-url-invalid');
    expectError(await send('PATCH', `/api/newsroom/ads/${ad.id}`, editor, { starts_on: '2030-01-02', ends_on: '2030-01-01' }), 422, 'error-desk-dates-order');
    expectError(await send('PATCH', `/api/newsroom/ads/${ad.id}`, editor, {}), 422, 'error-desk-nothing-to-change');
    expectError(await send('PATCH', '/api/newsroom/ads/999999', editor, { active: false }), 404, 'error-not-found');
  });

  it('never lets the desk change or remove a member’s banner', async () => {
    const [banner] = await t.database.query<{ id: number }>(`SELECT id FROM strip_ads WHERE banner_id IS NOT NULL LIMIT 1`);
    expect(banner).toBeDefined();
    expectError(await send('PATCH', `/api/newsroom/ads/${banner!.id}`, editor, { active: false }), 404, 'error-not-found');
    expectError(await send('DELETE', `/api/newsroom/ads/${banner!.id}`, editor), 404, 'error-not-found');
  });

  it('removes an ad: the strip drops it at once, audited', async () => {
    const ad = await newAd();
    expect((await strip()).map((a) => a.id)).toContain(ad.id);
    expect((await send('DELETE', `/api/newsroom/ads/${ad.id}`, editor)).statusCode).toBe(204);
    expect((await strip()).map((a) => a.id)).not.toContain(ad.id);
    expect((await auditOf(ad.id))[0]).toMatchObject({ action: 'ad.remove', before: { url: ad.url }, after: null });
    expectError(await send('DELETE', `/api/newsroom/ads/${ad.id}`, editor), 404, 'error-not-found');
  });
});
