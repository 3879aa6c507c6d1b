import { describe, expect, it } from 'vitest';
import { formatDayShort } from './format.ts';

describe('formatDayShort', () => {
  it('says a calendar day without its year, short, in each language, whatever the time zone', () => {
    expect(formatDayShort('2026-11-03', 'en')).toBe('Nov 3');
    expect(formatDayShort('2026-11-03', 'ru')).toBe('3 нояб.');
    expect(formatDayShort('2027-01-01', 'en')).toBe('Jan 1');
  });
});
