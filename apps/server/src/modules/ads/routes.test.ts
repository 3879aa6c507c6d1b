import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Advertisement } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, expectFieldError, expectMalformedJsonRefused } from '../../test/http.ts';

let t: TestApp;
const DAY = 24 * 3600_000;

const strip = (payload?: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/adv/get', ...(payload === undefined ? {} : { payload: payload as object }) });

/** The ad_ids the strip should show now, straight from the table. */
async function expectedAdIds(): Promise<number[]> {
  const rows = await t.database.query<{ ad_id: number }>(
    `SELECT DISTINCT ad_id FROM strip_ads
     WHERE active AND (starts_at IS NULL OR starts_at <= $1) AND (ends_at IS NULL OR ends_at > $1)`,
    [t.seedNow.toISOString()],
  );
  return rows.map((r) => Number(r.ad_id)).sort((a, b) => a - b);
}

beforeAll(async () => {
  // The seeded runs (one ended, one limited) are relative to the seeding time.
  const seedNow = new Date(inject('seedNow'));
  t = await createTestApp({ now: () => seedNow });
});
afterAll(() => t?.close());

describe('POST /api/adv/get', () => {
  it('answers without a body, one entry per ad_id, every active ad once', async () => {
    const res = await strip();
    expect(res.statusCode).toBe(200);
    const { data } = body<{ data: Advertisement[] }>(res);
    const ids = data.map((ad) => ad.ad_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(await expectedAdIds());

    // The seed repeats placements of some ads: the strip must have fewer entries than placements.
    const [{ n }] = (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM strip_ads`)) as [{ n: number }];
    expect(data.length).toBeLessThan(Number(n));
    expect(data.length).toBeGreaterThan(0);
  });

  it('describes each ad with its link and a stored image', async () => {
    const { data } = body<{ data: Advertisement[] }>(await strip({}));
    for (const ad of data) {
      // The newsroom's own ads lead to their site; a member's banner through the counting redirect.
      expect(ad.url).toMatch(ad.ad_id >= 1_000_000 ? new RegExp(`^/api/adv/click/${ad.id}$`) : /^https?:\/\//);
      expect(ad.image_url).toMatch(/^\/media\/.+\.webp$/);
      expect(ad.alt.length).toBeGreaterThan(0);
      expect(ad.width).toBeGreaterThan(0);
      expect(ad.height).toBeGreaterThan(0);
    }
    const image = await t.app.inject({ method: 'GET', url: data[0]!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('keeps the strip order (the first placement of each ad)', async () => {
    const { data } = body<{ data: Advertisement[] }>(await strip());
    const rows = await t.database.query<{ id: number; position: number }>(`SELECT id, position FROM strip_ads`);
    const position = new Map(rows.map((r) => [Number(r.id), Number(r.position)]));
    const positions = data.map((ad) => position.get(ad.id)!);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('shows the demo reader’s running banner among them', async () => {
    const { data } = body<{ data: Advertisement[] }>(await strip());
    expect(data.some((ad) => ad.ad_id >= 1_000_000 && ad.width === 150)).toBe(true);
  });

  it('defaults per_page to 100 and honours a smaller one', async () => {
    const all = body<{ data: Advertisement[] }>(await strip({ per_page: 100 })).data;
    expect(body<{ data: Advertisement[] }>(await strip({})).data).toEqual(all);
    const one = body<{ data: Advertisement[] }>(await strip({ per_page: 1 })).data;
    expect(one).toHaveLength(1);
    expect(one[0]).toEqual(all[0]);
    const three = body<{ data: Advertisement[] }>(await strip({ per_page: 3 })).data;
    expect(three.length).toBeGreaterThan(1);
    expect(three.length).toBeLessThanOrEqual(3);
  });

  it('leaves out expired, future and inactive placements', async () => {
    const [{ image_id }] = (await t.database.query<{ image_id: number }>(`SELECT image_id FROM strip_ads LIMIT 1`)) as [
      { image_id: number },
    ];
    const now = t.seedNow.getTime();
    const insert = (adId: number, active: boolean, startsAt: number | null, endsAt: number | null) =>
      t.database.query(
        `INSERT INTO strip_ads (ad_id, url, image_id, alt, position, active, starts_at, ends_at)
         VALUES ($1, 'https://test.example', $2, 'test ad', -1, $3, $4, $5)`,
        [
          adId,
          image_id,
          active,
          startsAt === null ? null : new Date(startsAt).toISOString(),
          endsAt === null ? null : new Date(endsAt).toISOString(),
        ],
      );
    await insert(990001, true, now - 10 * DAY, now - DAY); // expired yesterday
    await insert(990002, true, now + DAY, null); // starts tomorrow
    await insert(990003, false, null, null); // switched off
    await insert(990004, true, now - DAY, now + DAY); // running now
    // Written past the services, so tell them (the strip is cached until `ads` is invalidated).
    t.app.services.cacheTags.invalidate(['ads']);

    const ids = body<{ data: Advertisement[] }>(await strip()).data.map((ad) => ad.ad_id);
    expect(ids).not.toContain(990001);
    expect(ids).not.toContain(990002);
    expect(ids).not.toContain(990003);
    // Position -1 puts the running one first: the inserts did reach the strip's table.
    expect(ids[0]).toBe(990004);
  });

  it('rejects per_page out of range or not a number (422 errors.per_page)', async () => {
    for (const perPage of [0, 101, -1, 1.5, 'x', '10', null]) {
      expectFieldError(await strip({ per_page: perPage }), 'per_page');
    }
  });

  it('rejects unknown-typed bodies', async () => {
    const res = await strip([1, 2]);
    expect(res.statusCode).toBe(422);
  });

  it('answers 400 error-bad-request to malformed JSON', async () => {
    await expectMalformedJsonRefused(t.app, '/api/adv/get', '{"per_page": ');
  });

  it('answers 415 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/adv/get',
      headers: { 'content-type': 'application/xml' },
      payload: '<per_page>3</per_page>',
    });
    expectError(res, 415, 'error-unsupported-media-type');
  });

  it('is POST only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/adv/get' });
    expect(res.statusCode).toBe(404);
  });
});
