import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ViewerCounts } from '@gazeta/contract';
import { chicagoDay } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, readerCookie } from '../../test/http.ts';

let t: TestApp;
/** The app's clock; tests move it. */
let clock = new Date(inject('seedNow'));

const counts = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/viewers/get', payload: {} });
  expect(res.statusCode).toBe(200);
  return body<ViewerCounts>(res);
};

const send = (rid?: string) =>
  t.app.inject({ method: 'POST', url: '/api/viewers/send', ...(rid ? { cookies: { rid } } : {}) });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

describe('POST /api/viewers/get', () => {
  it('answers whole-number counts for today, the week and the month', async () => {
    const c = await counts();
    for (const n of [c.today, c.week, c.month]) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
    }
    expect(c.week).toBeGreaterThanOrEqual(c.today);
    expect(c.month).toBeGreaterThanOrEqual(c.week);
    // A month of seeded traffic: the month is more than a week, which is more than a day.
    expect(c.month).toBeGreaterThan(c.week);
    expect(c.week).toBeGreaterThan(c.today);
  });

  it('sums the per-day totals of the Chicago days', async () => {
    const today = chicagoDay(clock);
    const rows = await t.database.query<{ visitors: number }>('SELECT visitors FROM site_visit_days WHERE day = $1', [today]);
    expect((await counts()).today).toBe(rows.length ? Number(rows[0]!.visitors) : 0);
    const month = await t.database.query<{ n: number }>(
      `SELECT coalesce(sum(visitors), 0)::int AS n FROM site_visit_days WHERE day > ($1::date - 30) AND day <= $1::date`,
      [today],
    );
    expect((await counts()).month).toBe(Number(month[0]!.n));
  });

  it('answers without a body too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/viewers/get' });
    expect(res.statusCode).toBe(200);
    expect(body<ViewerCounts>(res)).toEqual(await counts());
  });

  it('answers 400 to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/viewers/get',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expectError(res, 400, 'error-bad-request');
  });

  it('counts nothing in a month without visits', async () => {
    const saved = clock;
    clock = new Date('2031-06-15T12:00:00Z');
    try {
      expect(await counts()).toEqual({ today: 0, week: 0, month: 0 });
    } finally {
      clock = saved;
    }
  });
});

describe('POST /api/viewers/send', () => {
  it('counts a new browser once a day, issuing an httpOnly browser id', async () => {
    const before = await counts();

    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(body(first)).toEqual({ counted: true });
    const cookie = readerCookie(first);
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.path).toBe('/');
    expect(String(cookie!.sameSite).toLowerCase()).toBe('lax');
    expect(cookie!.maxAge).toBeGreaterThan(30 * 24 * 3600);
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const after = await counts();
    expect(after.today).toBe(before.today + 1);
    expect(after.week).toBe(before.week + 1);
    expect(after.month).toBe(before.month + 1);

    // The same browser again: not counted, no new id.
    const again = await send(cookie!.value);
    expect(body(again)).toEqual({ counted: false });
    expect(readerCookie(again)).toBeUndefined();
    expect((await counts()).today).toBe(before.today + 1);

    // Another browser counts.
    const other = await send();
    expect(body(other)).toEqual({ counted: true });
    expect(readerCookie(other)!.value).not.toBe(cookie!.value);
    expect((await counts()).today).toBe(before.today + 2);
  });

  it('counts the same browser again on the next Chicago day', async () => {
    const first = await send();
    const rid = readerCookie(first)!.value;
    expect(body(await send(rid))).toEqual({ counted: false });

    const saved = clock;
    clock = new Date(clock.getTime() + 24 * 3600_000);
    try {
      const before = await counts();
      expect(body(await send(rid))).toEqual({ counted: true });
      expect(body(await send(rid))).toEqual({ counted: false });
      expect((await counts()).today).toBe(before.today + 1);
    } finally {
      clock = saved;
    }
  });

  it('treats a malformed browser id as a new browser', async () => {
    const res = await send('not-a-valid-id');
    expect(body(res)).toEqual({ counted: true });
    const issued = readerCookie(res);
    expect(issued).toBeDefined();
    expect(issued!.value).not.toBe('not-a-valid-id');
  });

  it('refuses cross-site requests', async () => {
    const before = await counts();
    const res = await t.app.inject({ method: 'POST', url: '/api/viewers/send', headers: { origin: 'https://evil.example' } });
    expectError(res, 403, 'error-forbidden');
    expect(readerCookie(res)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});
