import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayShort } from './format.ts';

describe('formatDayShort', () => {
  it('says a calendar day without its year, short, in each language, whatever the time zone', () => {
    expect(formatDayShort('2026-11-03', 'en')).toBe('Nov 3');
    expect(formatDayShort('2026-11-03', 'ru')).toBe('3 нояб.');
    expect(formatDayShort('2027-01-01', 'en')).toBe('Jan 1');
  });
});

describe('formatDate and formatDateTime (their texts kept, decision 050)', () => {
  it('say each date in its language, the same when asked again, a Date as a string', () => {
    for (let n = 0; n < 2; n++) {
      expect(formatDate('2026-11-03', 'en')).toBe('November 3, 2026');
      expect(formatDate('2026-11-03', 'ru')).toBe('3 ноября 2026 г.');
      expect(formatDate('2026-11-04T03:00:00Z', 'en')).toBe('November 3, 2026');
      expect(formatDate(new Date('2026-11-04T03:00:00Z'), 'en')).toBe('November 3, 2026');
      expect(formatDateTime('2026-11-19T16:00:00Z', 'en')).toBe('November 19, 2026 at 10:00 AM');
    }
  });
});
