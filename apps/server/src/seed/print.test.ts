import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { addDays } from '../lib/chicago-time.ts';
import { openTestDatabase } from '../test/app.ts';
import type { Database } from '../db/client.ts';
import { addMissingDemoPrintSchedule, PAST_SCHEDULE_WEEKS } from './print.ts';

let database: Database;
let drop: () => Promise<void>;
// The template was seeded on Thursday 2026-11-19.
const SEEDED = new Date(inject('seedNow'));
const TODAY = '2026-11-19';

type IssueRow = {
  id: number;
  edition: string;
  publish_on: string;
  deadline_at: string;
  status: string;
  archive_number: number | null;
};

const issues = () =>
  database.query<IssueRow>(
    `SELECT e.id, e.edition, e.publish_on::text AS publish_on, to_char(e.deadline_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS deadline_at,
            e.status, p.number AS archive_number
     FROM edition_issues e LEFT JOIN print_issues p ON p.id = e.archive_issue_id ORDER BY e.id`,
  );

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('the demo print schedule', () => {
  it('has two editions named in English and Russian', async () => {
    expect(await database.query('SELECT slug, name_en, name_ru, position, active, issue_weekday, deadline_days_before, deadline_time::text AS deadline_time FROM print_editions ORDER BY position')).toEqual([
      { slug: 'chicagoland', name_en: 'Chicagoland', name_ru: 'Большой Чикаго', position: 1, active: true, issue_weekday: 4, deadline_days_before: 3, deadline_time: '17:00:00' },
      { slug: 'milwaukee', name_en: 'Milwaukee', name_ru: 'Милуоки', position: 2, active: true, issue_weekday: 4, deadline_days_before: 3, deadline_time: '17:00:00' },
    ]);
  });

  it(`gives each edition a Thursday issue a week from ${PAST_SCHEDULE_WEEKS} weeks back to 12 weeks ahead, ids growing with the dates`, async () => {
    const rows = await issues();
    expect(rows).toHaveLength(2 * 25);
    for (const edition of ['chicagoland', 'milwaukee']) {
      const days = rows.filter((row) => row.edition === edition).map((row) => row.publish_on);
      expect(days).toEqual(Array.from({ length: 25 }, (_, i) => addDays(TODAY, 7 * (i - PAST_SCHEDULE_WEEKS))));
      expect(days.filter((day) => day > TODAY)).toHaveLength(12);
    }
    expect(rows.map((row) => row.publish_on)).toEqual(rows.map((row) => row.publish_on).toSorted());
    expect(rows.every((row) => row.status === 'scheduled')).toBe(true);
    // Monday 17:00 in Chicago: CDT before 1 November, CST after.
    expect(rows.find((row) => row.publish_on === '2026-10-29')?.deadline_at).toBe('2026-10-26T22:00');
    expect(rows.find((row) => row.publish_on === '2026-11-05')?.deadline_at).toBe('2026-11-02T23:00');
  });

  it('links every issue already out to the archive’s issue of that day, and none to come', async () => {
    const rows = await issues();
    for (const row of rows) {
      if (row.publish_on > TODAY) expect(row.archive_number, row.publish_on).toBeNull();
      else expect(row.archive_number, row.publish_on).toBe(1250 - (Date.parse(TODAY) - Date.parse(row.publish_on)) / (7 * 24 * 3600_000));
    }
  });

  it('is added once to a demo database seeded before it existed', async () => {
    expect(await addMissingDemoPrintSchedule(database.db, SEEDED)).toBe(false);
    const before = (await issues()).map(({ id: _id, ...row }) => row);
    // A database from before the schedule: no bookings, no issues, no editions.
    await database.query('DELETE FROM classified_bookings');
    await database.query('DELETE FROM display_ad_bookings');
    await database.query('DELETE FROM edition_issues');
    await database.query('DELETE FROM print_editions');
    expect(await addMissingDemoPrintSchedule(database.db, SEEDED)).toBe(true);
    expect((await issues()).map(({ id: _id, ...row }) => row)).toEqual(before);
    expect(await addMissingDemoPrintSchedule(database.db, SEEDED)).toBe(false);
  });
});
