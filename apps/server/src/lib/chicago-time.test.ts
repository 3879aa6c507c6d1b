import { describe, expect, it } from 'vitest';
import { addDays, chicagoDay, chicagoInstant, chicagoOffsetMs, isoWeekday, TIME_ZONE, weekStart } from './chicago-time.ts';

describe('chicagoDay', () => {
  it('is the Chicago calendar day, not the UTC one', () => {
    expect(TIME_ZONE).toBe('America/Chicago');
    // 05:30 UTC on the 20th is 23:30 CST on the 19th (UTC-6 in winter).
    expect(chicagoDay(new Date('2026-11-20T05:30:00Z'))).toBe('2026-11-19');
    expect(chicagoDay(new Date('2026-11-20T06:00:00Z'))).toBe('2026-11-20');
  });

  it('follows daylight saving time (UTC-5 in summer)', () => {
    expect(chicagoDay(new Date('2026-07-01T04:59:59Z'))).toBe('2026-06-30');
    expect(chicagoDay(new Date('2026-07-01T05:00:00Z'))).toBe('2026-07-01');
    // The winter offset would put this instant on the 30th.
    expect(chicagoDay(new Date('2026-07-01T05:30:00Z'))).toBe('2026-07-01');
  });

  it('handles the change-over nights and the new year', () => {
    // DST starts 2026-03-08 at 02:00 local; ends 2026-11-01 at 02:00 local.
    expect(chicagoDay(new Date('2026-03-08T07:59:00Z'))).toBe('2026-03-08');
    expect(chicagoDay(new Date('2026-03-09T04:59:00Z'))).toBe('2026-03-08');
    expect(chicagoDay(new Date('2026-03-09T05:00:00Z'))).toBe('2026-03-09');
    expect(chicagoDay(new Date('2026-11-02T05:59:00Z'))).toBe('2026-11-01');
    expect(chicagoDay(new Date('2026-11-02T06:00:00Z'))).toBe('2026-11-02');
    expect(chicagoDay(new Date('2027-01-01T05:59:59Z'))).toBe('2026-12-31');
    expect(chicagoDay(new Date('2027-01-01T06:00:00Z'))).toBe('2027-01-01');
  });

  it('formats as YYYY-MM-DD', () => {
    expect(chicagoDay(new Date('2026-02-03T18:00:00Z'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(chicagoDay(new Date('2026-02-03T18:00:00Z'))).toBe('2026-02-03');
  });
});

describe('addDays', () => {
  it('shifts whole days across months, years and leap days', () => {
    expect(addDays('2026-11-19', 0)).toBe('2026-11-19');
    expect(addDays('2026-11-19', 1)).toBe('2026-11-20');
    expect(addDays('2026-11-19', -1)).toBe('2026-11-18');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-19', -30)).toBe('2026-10-20');
    expect(addDays('2026-11-19', -7)).toBe('2026-11-12');
  });

  it('is not thrown off by the daylight saving change', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-11-02', -1)).toBe('2026-11-01');
  });
});

describe('chicagoInstant', () => {
  const at = (day: string, time: string) => chicagoInstant(day, time).toISOString();

  it('reads a Chicago wall-clock time as UTC-6 in winter and UTC-5 in summer', () => {
    expect(at('2026-11-23', '17:00')).toBe('2026-11-23T23:00:00.000Z');
    expect(at('2026-07-13', '17:00')).toBe('2026-07-13T22:00:00.000Z');
    expect(at('2026-12-31', '23:59')).toBe('2027-01-01T05:59:00.000Z');
    expect(at('2027-01-01', '00:00')).toBe('2027-01-01T06:00:00.000Z');
  });

  it('gives Monday 17:00 the right offset on each side of the March change-over (2026-03-08)', () => {
    // The Monday before: still CST.
    expect(at('2026-03-02', '17:00')).toBe('2026-03-02T23:00:00.000Z');
    // Saturday before the change: CST; the Sunday of the change, after 02:00: CDT.
    expect(at('2026-03-07', '17:00')).toBe('2026-03-07T23:00:00.000Z');
    expect(at('2026-03-08', '17:00')).toBe('2026-03-08T22:00:00.000Z');
    // The Monday after: CDT, an hour earlier in UTC than a week before.
    expect(at('2026-03-09', '17:00')).toBe('2026-03-09T22:00:00.000Z');
    // Other years: the second Sunday of March.
    expect(at('2027-03-15', '17:00')).toBe('2027-03-15T22:00:00.000Z');
    expect(at('2027-03-08', '17:00')).toBe('2027-03-08T23:00:00.000Z');
  });

  it('gives Monday 17:00 the right offset on each side of the November change-over (2026-11-01)', () => {
    expect(at('2026-10-26', '17:00')).toBe('2026-10-26T22:00:00.000Z');
    expect(at('2026-10-31', '17:00')).toBe('2026-10-31T22:00:00.000Z');
    expect(at('2026-11-01', '17:00')).toBe('2026-11-01T23:00:00.000Z');
    expect(at('2026-11-02', '17:00')).toBe('2026-11-02T23:00:00.000Z');
  });

  it('reads a time the clocks skip with the offset before the change, and a time they show twice as the first', () => {
    // 02:00–02:59 on 2026-03-08 never shows: 02:30 is read as 03:30 CDT.
    expect(at('2026-03-08', '02:30')).toBe('2026-03-08T08:30:00.000Z');
    expect(at('2026-03-08', '03:30')).toBe('2026-03-08T08:30:00.000Z');
    expect(at('2026-03-08', '01:59')).toBe('2026-03-08T07:59:00.000Z');
    // 01:00–01:59 on 2026-11-01 shows twice (CDT, then CST): the first.
    expect(at('2026-11-01', '01:30')).toBe('2026-11-01T06:30:00.000Z');
    expect(at('2026-11-01', '00:59')).toBe('2026-11-01T05:59:00.000Z');
    expect(at('2026-11-01', '02:00')).toBe('2026-11-01T08:00:00.000Z');
  });

  it('round-trips: the instant falls on the same Chicago day and shows the same time', () => {
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      for (const hhmm of ['00:00', '09:15', '17:00', '23:59']) {
        const instant = chicagoInstant(day, hhmm);
        expect(chicagoDay(instant), `${day} ${hhmm}`).toBe(day);
        expect(time.format(instant), `${day} ${hhmm}`).toBe(hhmm);
      }
    }
  });

  it('takes HH:MM:SS with zero seconds (a PostgreSQL time) and refuses what is no time', () => {
    expect(at('2026-11-23', '17:00:00')).toBe('2026-11-23T23:00:00.000Z');
    for (const bad of ['24:00', '5pm', '17:60', '', '17:00:30']) expect(() => chicagoInstant('2026-11-23', bad), bad).toThrow(RangeError);
    expect(() => chicagoInstant('not-a-day', '17:00')).toThrow(RangeError);
  });

  it('knows the offset at an instant', () => {
    expect(chicagoOffsetMs(Date.parse('2026-01-15T12:00:00Z'))).toBe(-6 * 3600_000);
    expect(chicagoOffsetMs(Date.parse('2026-07-15T12:00:00Z'))).toBe(-5 * 3600_000);
    expect(chicagoOffsetMs(Date.parse('2026-03-08T07:59:59Z'))).toBe(-6 * 3600_000);
    expect(chicagoOffsetMs(Date.parse('2026-03-08T08:00:00Z'))).toBe(-5 * 3600_000);
  });
});

describe('isoWeekday and weekStart', () => {
  it('numbers days Monday 1 to Sunday 7 and finds the Monday of the week', () => {
    expect(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map(isoWeekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekStart('2026-11-26')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
  });
});
