import { describe, expect, it } from 'vitest';
import { deadlineWeekday, durationParts, formatDayMonth, formatDeadline, formatIssueDay, formatWallTime } from './format.ts';

describe('the print schedule as a reader reads it', () => {
  it('writes an issue day short, in both languages, whatever the reader’s time zone', () => {
    expect(formatIssueDay('2026-12-03', 'en')).toBe('Thu, Dec 3');
    expect(formatIssueDay('2026-12-03', 'ru')).toBe('чт, 3 дек.');
    expect(formatDayMonth('2027-01-06', 'en')).toBe('January 6');
    expect(formatDayMonth('2027-01-06', 'ru')).toBe('6 января');
  });

  it('shows a deadline on Chicago’s clocks, in CST and in CDT', () => {
    // Monday 17:00 before and after the March change-over: 23:00 and 22:00 UTC.
    expect(formatDeadline('2026-03-02T23:00:00.000Z', 'en')).toBe('Mon, Mar 2, 5:00 PM');
    expect(formatDeadline('2026-03-09T22:00:00.000Z', 'en')).toBe('Mon, Mar 9, 5:00 PM');
    expect(formatDeadline('2026-11-02T23:00:00.000Z', 'ru')).toBe('пн, 2 нояб., 17:00');
    expect(formatDeadline('2026-10-26T22:00:00.000Z', 'ru')).toBe('пн, 26 окт., 17:00');
  });

  it('writes an edition’s closing time as each language does', () => {
    expect(formatWallTime('17:00', 'en')).toBe('5:00 PM');
    expect(formatWallTime('17:00', 'ru')).toBe('17:00');
    expect(formatWallTime('09:30', 'en')).toBe('9:30 AM');
  });

  it('finds the weekday booking closes on', () => {
    expect(deadlineWeekday({ issue_weekday: 4, deadline_days_before: 3 })).toBe(1);
    expect(deadlineWeekday({ issue_weekday: 4, deadline_days_before: 0 })).toBe(4);
    expect(deadlineWeekday({ issue_weekday: 1, deadline_days_before: 1 })).toBe(7);
    expect(deadlineWeekday({ issue_weekday: 2, deadline_days_before: 9 })).toBe(7);
    expect(deadlineWeekday({ issue_weekday: 4, deadline_days_before: 27 })).toBe(5);
  });

  it('keeps the two largest units of a time left, zeros dropped', () => {
    expect(durationParts({ days: 1, hours: 4, minutes: 30 })).toEqual([
      { unit: 'days', count: 1 },
      { unit: 'hours', count: 4 },
    ]);
    expect(durationParts({ days: 2, hours: 0, minutes: 5 })).toEqual([{ unit: 'days', count: 2 }]);
    expect(durationParts({ days: 0, hours: 3, minutes: 5 })).toEqual([
      { unit: 'hours', count: 3 },
      { unit: 'minutes', count: 5 },
    ]);
    expect(durationParts({ days: 0, hours: 0, minutes: 1 })).toEqual([{ unit: 'minutes', count: 1 }]);
    expect(durationParts({ days: 0, hours: 0, minutes: 0 })).toEqual([]);
  });
});
