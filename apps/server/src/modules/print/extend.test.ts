import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, inject } from 'vitest';
import type { ScheduledIssue } from '@gazeta/contract';
import { scheduleExtensionJob } from '../../jobs/extend-print-schedule.ts';
import { addDays } from '../../lib/chicago-time.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
// Seeded on Thursday 2026-11-19, 09:00 in Chicago, with issues to Thursday 2027-02-11.
const SEEDED = new Date(inject('seedNow'));
let clock = SEEDED;
const DAY_MS = 24 * 3600_000;

const extend = () => t.app.services.print.extend();
const dates = (issues: readonly ScheduledIssue[], edition = 'chicagoland') => issues.filter((i) => i.edition === edition).map((i) => i.date);
const rows = (sql: string) => t.database.query<{ edition: string; publish_on: string; deadline_at: string; status: string }>(sql);
const allIssues = () =>
  rows(`SELECT edition, publish_on::text AS publish_on, to_char(deadline_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS deadline_at, status FROM edition_issues ORDER BY publish_on, edition`);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());
beforeEach(() => {
  clock = SEEDED;
});

describe('print.extend: the schedule keeps itself 12 weeks ahead (decision 021)', () => {
  it('adds nothing to the freshly seeded schedule, however often it runs', async () => {
    const before = await allIssues();
    expect(await extend()).toEqual([]);
    expect(await extend()).toEqual([]);
    expect(await allIssues()).toEqual(before);
  });

  it('adds the next week of each edition a week later, once, with its Monday 17:00 deadline', async () => {
    const invalidated: string[][] = [];
    const unsubscribe = t.app.services.cacheTags.subscribe((tags) => invalidated.push([...tags]));
    clock = new Date(SEEDED.getTime() + 7 * DAY_MS);
    const added = await extend();
    unsubscribe();
    expect(added.map((issue) => [issue.edition, issue.date, issue.deadlineAt])).toEqual([
      ['chicagoland', '2027-02-18', '2027-02-15T23:00:00.000Z'],
      ['milwaukee', '2027-02-18', '2027-02-15T23:00:00.000Z'],
    ]);
    // Pages and answers that show the schedule are dropped from the caches.
    expect(invalidated).toEqual([['print-schedule']]);
    expect(await extend()).toEqual([]);
    const schedule = await t.app.services.print.schedule({ editions: ['chicagoland'] });
    expect(schedule.at(-1)).toMatchObject({ date: '2027-02-18', id: added[0]!.id });
  });

  it('gets the deadlines right across the change to daylight saving time (2027-03-14)', async () => {
    clock = new Date('2027-02-20T18:00:00Z');
    const added = await extend();
    expect(dates(added)).toEqual(['2027-02-25', '2027-03-04', '2027-03-11', '2027-03-18', '2027-03-25', '2027-04-01', '2027-04-08', '2027-04-15', '2027-04-22', '2027-04-29', '2027-05-06', '2027-05-13']);
    const deadline = (date: string) => added.find((issue) => issue.edition === 'chicagoland' && issue.date === date)!.deadlineAt;
    expect(deadline('2027-03-11')).toBe('2027-03-08T23:00:00.000Z'); // Monday 17:00 CST
    expect(deadline('2027-03-18')).toBe('2027-03-15T22:00:00.000Z'); // Monday 17:00 CDT
  });

  it('leaves what the newsroom did alone: a cancelled, a moved and a dropped issue stay so', async () => {
    await t.database.query(`UPDATE edition_issues SET status = 'cancelled' WHERE publish_on = '2027-03-25' AND edition = 'chicagoland'`);
    await t.database.query(`UPDATE edition_issues SET publish_on = '2027-03-31' WHERE publish_on = '2027-04-01' AND edition = 'chicagoland'`);
    await t.database.query(`DELETE FROM edition_issues WHERE publish_on = '2027-04-08' AND edition = 'milwaukee'`);
    const before = await allIssues();
    clock = new Date('2027-03-01T18:00:00Z');
    const added = await extend();
    // Only the week after the latest issue (13 May) up to 12 weeks from 1 March.
    expect(dates(added)).toEqual(['2027-05-20']);
    expect(dates(added, 'milwaukee')).toEqual(['2027-05-20']);
    const after = await allIssues();
    expect(after.filter((row) => row.publish_on < '2027-05-20')).toEqual(before);
    expect(after.find((row) => row.publish_on === '2027-03-25' && row.edition === 'chicagoland')?.status).toBe('cancelled');
    expect(after.some((row) => row.publish_on === '2027-04-01' && row.edition === 'chicagoland')).toBe(false);
    expect(after.some((row) => row.publish_on === '2027-04-08' && row.edition === 'milwaukee')).toBe(false);
  });

  it('does not put a week after an issue moved into it', async () => {
    // The latest Milwaukee issue moves from Thursday 20 May to Friday 21 May: no Thursday is added beside it.
    await t.database.query(`UPDATE edition_issues SET publish_on = '2027-05-21' WHERE publish_on = '2027-05-20' AND edition = 'milwaukee'`);
    clock = new Date('2027-03-08T18:00:00Z');
    const added = await extend();
    expect(dates(added)).toEqual(['2027-05-27']);
    expect(dates(added, 'milwaukee')).toEqual(['2027-05-27']);
  });

  it('extends only editions that print, on their own weekday and deadline', async () => {
    await t.database.query(`UPDATE print_editions SET active = false WHERE slug = 'milwaukee'`);
    await t.database.query(`UPDATE print_editions SET issue_weekday = 5, deadline_days_before = 2, deadline_time = '12:30' WHERE slug = 'chicagoland'`);
    try {
      clock = new Date('2027-03-22T18:00:00Z');
      const added = await extend();
      expect(dates(added, 'milwaukee')).toEqual([]);
      // After the week of Thursday 27 May: Fridays, booking closing Wednesday 12:30 CDT.
      expect(added.map((issue) => [issue.edition, issue.date, issue.deadlineAt])).toEqual([
        ['chicagoland', '2027-06-04', '2027-06-02T17:30:00.000Z'],
        ['chicagoland', '2027-06-11', '2027-06-09T17:30:00.000Z'],
      ]);
    } finally {
      await t.database.query(`UPDATE print_editions SET active = true, issue_weekday = 4, deadline_days_before = 3, deadline_time = '17:00' WHERE slug IN ('milwaukee', 'chicagoland')`);
    }
  });

  it('starts again from the next open issue after a long pause, never adding the past', async () => {
    clock = new Date('2027-11-29T23:30:00Z'); // Monday 17:30 CST: this Thursday's issue is closed
    const added = await extend();
    expect(dates(added)[0]).toBe('2027-12-09');
    expect(dates(added).at(-1)).toBe(addDays('2027-11-29', 84 - 4));
    expect(dates(added, 'milwaukee')[0]).toBe('2027-12-09');
    for (const issue of added) expect(Date.parse(issue.deadlineAt)).toBeGreaterThan(clock.getTime());
  });

  it('is safe when several instances run it at once: no day is added twice', async () => {
    clock = new Date('2027-12-20T18:00:00Z');
    const runs = await Promise.all([extend(), extend(), extend()]);
    const added = runs.flat();
    expect(new Set(added.map((issue) => `${issue.edition} ${issue.date}`)).size).toBe(added.length);
    expect(dates(added)).toEqual(['2028-02-24', '2028-03-02', '2028-03-09']);
    const [duplicates] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM (SELECT 1 FROM edition_issues GROUP BY edition, publish_on HAVING count(*) > 1) d');
    expect(duplicates?.n).toBe(0);
  });
});

describe('the extension job', () => {
  const logger = () => ({ info: vi.fn(), warn: vi.fn() });
  const context = {} as Parameters<ReturnType<typeof scheduleExtensionJob>['run']>[0];

  it('is an hourly timed job that also runs at start, and logs what it added', async () => {
    const extendSpy = vi.fn(async (): Promise<ScheduledIssue[]> => [{ id: 1, edition: 'chicagoland', date: '2027-02-18', deadlineAt: '2027-02-15T23:00:00.000Z' }]);
    const log = logger();
    const job = scheduleExtensionJob({ print: { ...t.app.services.print, extend: extendSpy } }, log);
    expect(job).toMatchObject({ name: 'extend-print-schedule', cron: '5 * * * *', runAtStart: true });
    await job.run(context);
    expect(extendSpy).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ added: 1, until: '2027-02-18' }, 'print schedule extended');
  });

  it('logs a failure and throws it, so the queue records it and tries again', async () => {
    const log = logger();
    const job = scheduleExtensionJob({ print: { ...t.app.services.print, extend: () => Promise.reject(new Error('database away')) } }, log);
    expect(job.retry).toMatchObject({ backoff: true });
    await expect(job.run(context)).rejects.toThrow('database away');
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
