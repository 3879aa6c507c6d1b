import { describe, expect, it } from 'vitest';
import type { WeeklySchedule } from '@gazeta/contract';
import { formatHour, openLine, scheduleRows } from './schedule-text.ts';

const t = (key: string, values: Record<string, string> = {}) => `${key}${Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`;
const schedule: WeeklySchedule = { mon: { opens: '09:00', closes: '18:00' }, fri: { opens: '18:00', closes: '02:00' }, sat: 'off', sun: { opens: '00:00', closes: '00:00' } };
// Monday 7 December 2026 in Chicago (CST, UTC−6).
const at = (iso: string) => Date.parse(iso);

describe('openLine: open now / closes at / opens at', () => {
  it('says when an open business closes, today or the next day', () => {
    expect(openLine(schedule, at('2026-12-07T16:00:00Z'), 'en', t)).toEqual({ open: true, text: 'card.openUntil {"time":"6:00 PM"}' });
    expect(openLine(schedule, at('2026-12-07T16:00:00Z'), 'ru', t)).toEqual({ open: true, text: 'card.openUntil {"time":"18:00"}' });
    // Friday 23:00: the night runs into Saturday.
    expect(openLine(schedule, at('2026-12-12T05:00:00Z'), 'en', t).text).toBe('card.openUntilDay {"day":"daysInline.sat","time":"2:00 AM"}');
    expect(openLine(schedule, at('2026-12-13T18:00:00Z'), 'en', t).text).toBe('card.openAllDay');
  });

  it('says when a closed business opens, or that it is closed', () => {
    expect(openLine(schedule, at('2026-12-07T14:00:00Z'), 'en', t)).toEqual({ open: false, text: 'card.closedOpensAt {"time":"9:00 AM"}' });
    expect(openLine(schedule, at('2026-12-08T14:00:00Z'), 'en', t).text).toBe('card.closedOpensDay {"day":"daysInline.fri","time":"6:00 PM"}');
    expect(openLine({ mon: 'off' }, at('2026-12-08T14:00:00Z'), 'en', t)).toEqual({ open: false, text: 'card.closed' });
  });
});

describe('scheduleRows', () => {
  it('lists the whole week from Monday with today marked', () => {
    const rows = scheduleRows(schedule, at('2026-12-12T05:00:00Z'), 'en');
    expect(rows.map((r) => r.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(rows.filter((r) => r.today).map((r) => r.day)).toEqual(['fri']);
    expect(rows[0]!.hours).toEqual({ opens: '9:00 AM', closes: '6:00 PM', allDay: false });
    expect(rows[1]!.hours).toBeNull();
    expect(rows[5]!.hours).toBe('off');
    expect(rows[6]!.hours).toMatchObject({ allDay: true });
    expect(formatHour('00:30', 'en')).toBe('12:30 AM');
  });
});
