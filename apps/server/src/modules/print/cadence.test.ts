import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeLeft } from '@gazeta/contract';
import { addDays, chicagoDay, isoWeekday, TIME_ZONE } from '../../lib/chicago-time.ts';
import { deadlineFor, missingIssues, nextIssueDay, weeklyIssues, type Cadence } from './cadence.ts';

/** Out on Thursday, booking closes Monday 17:00 in Chicago. */
const THURSDAY: Cadence = { issueWeekday: 4, deadlineDaysBefore: 3, deadlineTime: '17:00' };

const chicagoClock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

describe('deadlineFor: Monday 17:00 in Chicago, in CST and CDT alike', () => {
  it('closes at 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(deadlineFor(THURSDAY, '2026-12-03').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(deadlineFor(THURSDAY, '2026-07-16').toISOString()).toBe('2026-07-13T22:00:00.000Z');
  });

  it('follows the March change-over (Sunday 2026-03-08, 02:00)', () => {
    expect(deadlineFor(THURSDAY, '2026-03-05').toISOString()).toBe('2026-03-02T23:00:00.000Z');
    expect(deadlineFor(THURSDAY, '2026-03-12').toISOString()).toBe('2026-03-09T22:00:00.000Z');
    // A deadline on the Sunday of the change itself, after the clocks moved.
    expect(deadlineFor({ ...THURSDAY, deadlineDaysBefore: 4 }, '2026-03-12').toISOString()).toBe('2026-03-08T22:00:00.000Z');
  });

  it('follows the November change-over (Sunday 2026-11-01, 02:00)', () => {
    expect(deadlineFor(THURSDAY, '2026-10-29').toISOString()).toBe('2026-10-26T22:00:00.000Z');
    expect(deadlineFor(THURSDAY, '2026-11-05').toISOString()).toBe('2026-11-02T23:00:00.000Z');
    expect(deadlineFor({ ...THURSDAY, deadlineDaysBefore: 4 }, '2026-11-05').toISOString()).toBe('2026-11-01T23:00:00.000Z');
  });

  it('counts the time left in real hours across a change-over', () => {
    // Saturday 17:00 CST to Monday 17:00 CDT: the clocks skip an hour, so 47 hours, not 48.
    expect(timeLeft(deadlineFor(THURSDAY, '2026-03-12').toISOString(), new Date('2026-03-07T23:00:00Z'))).toEqual({ days: 1, hours: 23, minutes: 0 });
    // Saturday 17:00 CDT to Monday 17:00 CST: 49 hours.
    expect(timeLeft(deadlineFor(THURSDAY, '2026-11-05').toISOString(), new Date('2026-10-31T22:00:00Z'))).toEqual({ days: 2, hours: 1, minutes: 0 });
  });

  it('takes the time as PostgreSQL gives it (HH:MM:SS)', () => {
    expect(deadlineFor({ ...THURSDAY, deadlineTime: '17:00:00' }, '2026-12-03').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('is always Monday 17:00 on Chicago clocks, three days before a Thursday, in any year', () => {
    const thursdays = fc.integer({ min: 0, max: 52 * 30 }).map((weeks) => addDays('2024-01-04', weeks * 7));
    fc.assert(
      fc.property(thursdays, (thursday) => {
        const deadline = deadlineFor(THURSDAY, thursday);
        expect(chicagoClock.format(deadline)).toBe('Monday 17:00');
        expect(chicagoDay(deadline)).toBe(addDays(thursday, -3));
      }),
    );
  });
});

describe('weeklyIssues', () => {
  it('lists the cadence weekday from one day to another, both included', () => {
    expect(nextIssueDay(THURSDAY, '2026-11-23')).toBe('2026-11-26');
    expect(nextIssueDay(THURSDAY, '2026-11-26')).toBe('2026-11-26');
    expect(nextIssueDay(THURSDAY, '2026-11-27')).toBe('2026-12-03');
    expect(weeklyIssues(THURSDAY, '2026-11-26', '2026-12-10').map((issue) => issue.publishOn)).toEqual(['2026-11-26', '2026-12-03', '2026-12-10']);
    expect(weeklyIssues(THURSDAY, '2026-11-27', '2026-12-09').map((issue) => issue.publishOn)).toEqual(['2026-12-03']);
    expect(weeklyIssues(THURSDAY, '2026-11-27', '2026-11-30')).toEqual([]);
  });

  it('puts every issue on the weekday, a week apart, each with its deadline', () => {
    const friday: Cadence = { issueWeekday: 5, deadlineDaysBefore: 2, deadlineTime: '12:30' };
    const issues = weeklyIssues(friday, '2026-01-01', '2026-12-31');
    expect(issues).toHaveLength(52);
    issues.forEach((issue, i) => {
      expect(isoWeekday(issue.publishOn)).toBe(5);
      if (i > 0) expect(issue.publishOn).toBe(addDays(issues[i - 1]!.publishOn, 7));
      expect(chicagoClock.format(issue.deadlineAt)).toBe('Wednesday 12:30');
    });
  });
});

describe('missingIssues: what the extension adds (decision 021)', () => {
  const now = new Date('2026-11-26T15:00:00Z'); // Thursday 09:00 in Chicago
  const today = '2026-11-26';
  const horizon = addDays(today, 84);
  const days = (latest: string | null, cadence = THURSDAY, at = now) => missingIssues(cadence, latest, chicagoDay(at), horizon, at).map((i) => i.publishOn);

  it('adds the weeks after the latest issue up to the horizon', () => {
    expect(days('2027-02-11')).toEqual(['2027-02-18']);
    expect(days('2027-02-18')).toEqual([]);
    expect(days('2027-03-04')).toEqual([]);
    expect(days('2027-01-28')).toEqual(['2027-02-04', '2027-02-11', '2027-02-18']);
  });

  it('leaves the week of the latest issue alone, even when that issue was moved to another day', () => {
    // The newsroom moved the issue of Thu 11 Feb to Wed 10 Feb: Thursday of that week is not added.
    expect(days('2027-02-10')).toEqual(['2027-02-18']);
    // Moved to the Monday of the next week: the Thursday of that week is not added either.
    expect(days('2027-02-15')).toEqual([]);
  });

  it('never adds an issue whose booking has closed, nor one in the past', () => {
    // The edition's latest issue is long gone: it starts again with the first issue still open.
    const monday = new Date('2026-11-30T23:30:00Z'); // Monday 17:30 in Chicago: the Thursday after is closed
    expect(days('2026-06-04', THURSDAY, monday)[0]).toBe('2026-12-10');
    expect(days('2026-06-04', THURSDAY, new Date('2026-11-30T22:59:00Z'))[0]).toBe('2026-12-03');
    // Today's issue (Thursday) closed on Monday.
    expect(days(null)[0]).toBe('2026-12-03');
    expect(days(null)).toHaveLength(12);
  });

  it('starts a new edition with the next open issue', () => {
    expect(days(null, { issueWeekday: 6, deadlineDaysBefore: 1, deadlineTime: '12:00' })[0]).toBe('2026-11-28');
  });

  it('is idempotent: what it adds, added to the schedule, leaves nothing more to add', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 20 }), fc.integer({ min: 1, max: 7 }), (offsetWeeks, weekday) => {
        const cadence = { issueWeekday: weekday, deadlineDaysBefore: 3, deadlineTime: '17:00' };
        const latest = addDays(today, offsetWeeks * 7);
        const added = missingIssues(cadence, latest, today, horizon, now);
        const after = added.at(-1)?.publishOn ?? latest;
        expect(missingIssues(cadence, after, today, horizon, now)).toEqual([]);
        for (const issue of added) {
          expect(issue.publishOn > latest && issue.publishOn <= horizon).toBe(true);
          expect(issue.deadlineAt.getTime()).toBeGreaterThan(now.getTime());
        }
      }),
    );
  });
});
