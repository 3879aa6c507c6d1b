import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chicagoClock, openStatus, WEEKDAYS, type WeeklySchedule } from '@gazeta/contract';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createBusinessesRepository } from './repository.ts';

/**
 * The SQL filter "open now" (business_hours spans, the database's own America/Chicago rules)
 * against the contract's `openStatus`, the reference: the same answer for any schedule at any
 * moment, across midnight and the daylight-saving changes (as popularity.ts is held to its SQL).
 */
let t: TestApp;
let repo: ReturnType<typeof createBusinessesRepository>;
const schedules = new Map<number, WeeklySchedule>();

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const hoursArb = fc.oneof(
  fc.constant('off' as const),
  fc.record({ opens: fc.integer({ min: 0, max: 1439 }), closes: fc.integer({ min: 0, max: 1439 }) }).map(({ opens, closes }) => ({ opens: hhmm(opens), closes: hhmm(closes) })),
  // Whole hours and the edges people type most.
  fc.record({ opens: fc.constantFrom(0, 480, 540, 1080, 1320), closes: fc.constantFrom(0, 120, 1020, 1080, 1439) }).map(({ opens, closes }) => ({ opens: hhmm(opens), closes: hhmm(closes) })),
);
const scheduleArb = fc.record({ mon: hoursArb, tue: hoursArb, wed: hoursArb, thu: hoursArb, fri: hoursArb, sat: hoursArb, sun: hoursArb }, { requiredKeys: [], noNullPrototype: true });

beforeAll(async () => {
  t = await createTestApp();
  repo = createBusinessesRepository(t.database.db);
  const [owner] = await t.database.db.insert(users).values({ firstName: 'Open', lastName: 'Now', email: 'open-now@example.com', active: true }).returning({ id: users.id });
  const samples = fc.sample(scheduleArb, { numRuns: 80, seed: 15 });
  // A few schedules that matter most: overnight into Monday, a whole day, every day off.
  samples.push({ sun: { opens: '22:00', closes: '03:00' } }, { wed: { opens: '09:00', closes: '09:00' } }, { mon: 'off', sat: 'off' }, { sat: { opens: '01:30', closes: '02:30' }, sun: { opens: '01:30', closes: '02:30' } });
  await repo.transaction(async (tx) => {
    for (const [i, schedule] of samples.entries()) {
      const id = await repo.insert(
        tx,
        { ownerId: owner!.id, name: `Open ${i}`, sortName: `open ${i}`, information: 'x', categories: ['shopping'], languages: ['en'], phone: '+13125550100', address: '1 Main St', city: 'Skokie', state: 'IL', zip: '60077', schedule, status: 'approved' },
        [],
      );
      schedules.set(id, schedule);
    }
  });
});
afterAll(() => t.close());

/** Moments around the 2026 and 2027 changes of the clocks in Chicago, and any other. */
const momentArb = fc.oneof(
  fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
  ...['2026-03-08T08:00:00Z', '2026-11-01T07:00:00Z', '2027-03-14T08:00:00Z', '2027-11-07T07:00:00Z'].map((edge) =>
    fc.integer({ min: -36 * 60, max: 36 * 60 }).map((minutes) => new Date(new Date(edge).getTime() + minutes * 60_000)),
  ),
);

describe('"open now" in SQL', () => {
  it('reads the minute of the week on Chicago’s clock as the contract does', async () => {
    await fc.assert(
      fc.asyncProperty(momentArb, async (at) => {
        const clock = chicagoClock(at);
        expect(await repo.weekMinute(at)).toBe(WEEKDAYS.indexOf(clock.day) * 1440 + clock.minutes);
      }),
      { numRuns: 150 },
    );
  });

  it('finds open exactly the businesses openStatus says are open, at any moment', async () => {
    const ids = [...schedules.keys()];
    await fc.assert(
      fc.asyncProperty(momentArb, async (at) => {
        const expected = ids.filter((id) => openStatus(schedules.get(id)!, at).open);
        expect(await repo.openAmong(ids, at)).toEqual(expected);
      }),
      { numRuns: 120 },
    );
  });
});
