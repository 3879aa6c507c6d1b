import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openIssues, type PrintEditionsResponse, type PrintScheduleResponse } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectFieldError } from '../../test/http.ts';
import { addDays } from '../../lib/chicago-time.ts';

let t: TestApp;
// Seeded on Thursday 2026-11-19, 09:00 in Chicago.
const clock = new Date(inject('seedNow'));

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const schedule = async (query = '') => {
  const res = await get(`/api/print/schedule${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return body<PrintScheduleResponse>(res).data;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

describe('GET /api/print/editions', () => {
  it('lists the two seeded editions in order, named in the reader’s language, with their rhythm', async () => {
    const en = await get('/api/print/editions', { 'accept-language': 'en' });
    expect(en.statusCode).toBe(200);
    expect(body<PrintEditionsResponse>(en).data).toEqual([
      { slug: 'chicagoland', name: 'Chicagoland', issue_weekday: 4, deadline_days_before: 3, deadline_time: '17:00' },
      { slug: 'milwaukee', name: 'Milwaukee', issue_weekday: 4, deadline_days_before: 3, deadline_time: '17:00' },
    ]);
    const ru = body<PrintEditionsResponse>(await get('/api/print/editions?lang=ru')).data;
    expect(ru.map((edition) => edition.name)).toEqual(['Большой Чикаго', 'Милуоки']);
  });

  it('is a public, cacheable read tagged with the schedule', async () => {
    const res = await get('/api/print/editions');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers['x-cache-tags']).split(' ')).toContain('print-schedule');
  });
});

describe('GET /api/print/schedule', () => {
  it('gives both editions’ issues from today (Chicago) on, earliest first, 12 weeks ahead', async () => {
    const issues = await schedule();
    expect(issues).toHaveLength(26);
    expect(issues.slice(0, 4).map((issue) => [issue.edition, issue.date, issue.deadlineAt])).toEqual([
      ['chicagoland', '2026-11-19', '2026-11-16T23:00:00.000Z'],
      ['milwaukee', '2026-11-19', '2026-11-16T23:00:00.000Z'],
      ['chicagoland', '2026-11-26', '2026-11-23T23:00:00.000Z'],
      ['milwaukee', '2026-11-26', '2026-11-23T23:00:00.000Z'],
    ]);
    expect(issues.at(-1)).toMatchObject({ edition: 'milwaukee', date: '2027-02-11', deadlineAt: '2027-02-08T23:00:00.000Z' });
    for (const issue of issues) expect(new Date(`${issue.date}T12:00:00Z`).getUTCDay()).toBe(4);
    // Today's issue closed on Monday: the next open one is next week's.
    expect(openIssues(issues, clock, 'chicagoland')[0]!.date).toBe('2026-11-26');
    expect(openIssues(issues, clock, 'chicagoland')).toHaveLength(12);
  });

  it('gives one edition, or several (the parameter repeated), and each only once', async () => {
    const milwaukee = await schedule('?edition=milwaukee');
    expect(milwaukee).toHaveLength(13);
    expect(new Set(milwaukee.map((issue) => issue.edition))).toEqual(new Set(['milwaukee']));
    expect(await schedule('?edition=milwaukee&edition=chicagoland&edition=milwaukee')).toEqual(await schedule());
  });

  it('starts from another day when asked, deadlines right on both sides of the change to standard time', async () => {
    const issues = await schedule('?edition=chicagoland&from=2026-10-22');
    expect(issues.slice(0, 3).map((issue) => [issue.date, issue.deadlineAt])).toEqual([
      ['2026-10-22', '2026-10-19T22:00:00.000Z'],
      ['2026-10-29', '2026-10-26T22:00:00.000Z'],
      ['2026-11-05', '2026-11-02T23:00:00.000Z'],
    ]);
    expect(await schedule('?from=2027-02-12')).toEqual([]);
    // The seeded past: 12 weeks back.
    expect((await schedule('?edition=chicagoland&from=2026-01-01'))[0]!.date).toBe(addDays('2026-11-19', -84));
  });

  it('leaves out cancelled issues and editions that no longer print', async () => {
    await t.database.query(`UPDATE edition_issues SET status = 'cancelled' WHERE edition = 'chicagoland' AND publish_on = '2026-12-24'`);
    const issues = await schedule('?edition=chicagoland');
    expect(issues.map((issue) => issue.date)).not.toContain('2026-12-24');
    expect(issues).toHaveLength(12);

    await t.database.query(`UPDATE print_editions SET active = false WHERE slug = 'milwaukee'`);
    try {
      expect(new Set((await schedule()).map((issue) => issue.edition))).toEqual(new Set(['chicagoland']));
      expect(body<PrintEditionsResponse>(await get('/api/print/editions')).data.map((e) => e.slug)).toEqual(['chicagoland']);
      expectFieldError(await get('/api/print/schedule?edition=milwaukee'), 'edition');
    } finally {
      await t.database.query(`UPDATE print_editions SET active = true WHERE slug = 'milwaukee'`);
      await t.database.query(`UPDATE edition_issues SET status = 'scheduled' WHERE edition = 'chicagoland' AND publish_on = '2026-12-24'`);
    }
  });

  it('is a public, cacheable read tagged with the schedule', async () => {
    const res = await get('/api/print/schedule?edition=chicagoland');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers['x-cache-tags']).split(' ')).toContain('print-schedule');
  });

  it('answers 422 with field errors to an edition that does not print or is no slug', async () => {
    for (const edition of ['boston', 'Chicagoland', 'chicago land', '', '-x', 'a'.repeat(41)]) {
      expectFieldError(await get(`/api/print/schedule?edition=${encodeURIComponent(edition)}`), 'edition');
    }
    expectFieldError(await get('/api/print/schedule?edition=chicagoland&edition=nowhere'), 'edition');
    const eleven = Array.from({ length: 11 }, (_, i) => `edition=e${i}`).join('&');
    expectFieldError(await get(`/api/print/schedule?${eleven}`), 'edition');
  });

  it('answers 422 with field errors to a `from` that is no calendar day', async () => {
    for (const from of ['2026-02-30', '2026-13-01', '2026-1-5', '26-11-19', 'tomorrow', '2026-11-19T00:00:00Z', '', '2026-11-19%00']) {
      expectFieldError(await get(`/api/print/schedule?from=${from}`), 'from');
    }
  });
});
