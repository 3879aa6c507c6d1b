import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ViewerCounts } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectError, readerCookie, expectMalformedJsonRefused } from '../../test/http.ts';

let t: TestApp;
/** The app's clock; tests move it. */
let clock = new Date(inject('seedNow'));

const counts = async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/viewers/get', payload: {} });
  expect(res.statusCode).toBe(200);
  return body<ViewerCounts>(res);
};

let addresses = 0;
/** One browser reporting its visit, from its own address (a limit counts reports per address; one without a browser id is counted by address). */
const send = (rid?: string, remoteAddress = `198.51.100.${(addresses += 1) % 250}`, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/viewers/send', remoteAddress, headers, ...(rid ? { cookies: { rid } } : {}) });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

describe('POST /api/viewers/get', () => {
  it('answers the seeded counts for today, the week and the month', async () => {
    // The demo seed's 30 days of visitors, up to Thursday 2026-11-19 (813 that day).
    expect(await counts()).toEqual({ today: 813, week: 4069, month: 16880 });
  });

  it('sums the visitors of the Chicago days in each window: today, the last 7 days, the last 30', async () => {
    // Far from the seeded month: only these visits count.
    let browser = 0;
    const visit = async (at: string, browsers: number) => {
      const saved = clock;
      clock = new Date(at);
      try {
        for (let k = 0; k < browsers; k++) expect(body(await send(undefined, `10.0.0.${++browser}`))).toEqual({ counted: true });
      } finally {
        clock = saved;
      }
    };
    await visit('2032-02-10T18:00:00Z', 3); // today, noon in Chicago
    await visit('2032-02-11T05:30:00Z', 1); // still today in Chicago (23:30)
    await visit('2032-02-04T18:00:00Z', 2); // 6 days back: in the week
    await visit('2032-02-03T18:00:00Z', 4); // 7 days back: in the month only
    await visit('2032-01-12T18:00:00Z', 5); // 29 days back: in the month
    await visit('2032-01-11T18:00:00Z', 7); // 30 days back: too old
    await visit('2032-02-11T18:00:00Z', 11); // tomorrow

    const saved = clock;
    try {
      clock = new Date('2032-02-10T18:00:00Z');
      expect(await counts()).toEqual({ today: 4, week: 6, month: 15 });
      clock = new Date('2032-02-11T18:00:00Z');
      expect(await counts()).toEqual({ today: 11, week: 15, month: 21 });
    } finally {
      clock = saved;
    }
  });

  it('answers without a body too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/viewers/get' });
    expect(res.statusCode).toBe(200);
    expect(body<ViewerCounts>(res)).toEqual(await counts());
  });

  it('answers 400 to malformed JSON', async () => {
    await expectMalformedJsonRefused(t.app, '/api/viewers/get', '{');
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

  it('counts visits without a browser id once per address and day, and the id it gave with the first is the same reader', async () => {
    const before = await counts();
    const first = await send(undefined, '203.0.113.8');
    expect(body(first)).toEqual({ counted: true });
    expect(body(await send(undefined, '203.0.113.8'))).toEqual({ counted: false });
    expect(body(await send(undefined, '::ffff:203.0.113.8'))).toEqual({ counted: false });
    expect(body(await send(readerCookie(first)!.value, '192.0.2.98'))).toEqual({ counted: false });
    expect((await counts()).today).toBe(before.today + 1);
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

describe('POST /api/viewers/send behind a trusted proxy (TRUST_PROXY=true)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => proxied?.close());

  const visit = (forwardedFor: string) =>
    proxied.app.inject({ method: 'POST', url: '/api/viewers/send', remoteAddress: '10.1.1.1', headers: { 'x-forwarded-for': forwardedFor } });

  it('counts readers without a browser id by the address the proxy forwards', async () => {
    expect(body(await visit('203.0.113.9'))).toEqual({ counted: true });
    expect(body(await visit('203.0.113.9'))).toEqual({ counted: false });
    expect(body(await visit('203.0.113.10'))).toEqual({ counted: true });
  });
});
