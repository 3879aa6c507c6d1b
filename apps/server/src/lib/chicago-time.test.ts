import { describe, expect, it } from 'vitest';
import { addDays, chicagoDay, TIME_ZONE } from './chicago-time.ts';

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
