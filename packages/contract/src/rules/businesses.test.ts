import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOT_DEAL_PRICING } from '../rates.ts';
import { formatDealDateTime, inWeekSpans, parseDealDateTime, quoteHotDeal, WEEK_SPAN_MINUTES, weekSpans } from './businesses.ts';
import { chicagoClock, openStatus, WEEKDAYS, type WeeklySchedule } from './weekly-schedule.ts';

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Any day: off, skipped (absent) or hours, overnight and whole-day ranges included. */
const hoursArb = fc.oneof(
  fc.constant('off' as const),
  fc.record({ opens: fc.integer({ min: 0, max: 1439 }), closes: fc.integer({ min: 0, max: 1439 }) }).map(({ opens, closes }) => ({ opens: hhmm(opens), closes: hhmm(closes) })),
);
export const scheduleArb = fc.record({ mon: hoursArb, tue: hoursArb, wed: hoursArb, thu: hoursArb, fri: hoursArb, sat: hoursArb, sun: hoursArb }, { requiredKeys: [] });

describe('parseDealDateTime (spec §8: hot deal dates in Y-m-d H:i:s)', () => {
  it('reads the format and nothing else', () => {
    expect(parseDealDateTime('2026-12-01 09:30:00')).toEqual({ day: '2026-12-01', time: '09:30' });
    expect(parseDealDateTime(' 2026-12-01 23:59:59 ')).toEqual({ day: '2026-12-01', time: '23:59' });
    for (const bad of ['2026-12-01', '2026-12-01T09:30:00', '2026-12-01 9:30:00', '01.12.2026 09:30:00', '2026-02-30 10:00:00', '2026-12-01 24:00:00', '2026-13-01 10:00:00', 'tomorrow']) {
      expect(parseDealDateTime(bad), bad).toBeNull();
    }
  });

  it('writes back what it reads (property)', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
        const text = `${date.toISOString().slice(0, 10)} ${date.toISOString().slice(11, 16)}:00`;
        expect(formatDealDateTime(parseDealDateTime(text)!)).toBe(text);
      }),
    );
  });
});

describe('quoteHotDeal (rates.ts HOT_DEAL_PRICING)', () => {
  const at = (text: string) => parseDealDateTime(text)!;
  it('charges each started week, at least one', () => {
    expect(quoteHotDeal(at('2026-12-01 09:00:00'), at('2026-12-01 18:00:00'))).toEqual({ weeks: 1, unitCents: HOT_DEAL_PRICING.perWeekCents, totalCents: HOT_DEAL_PRICING.perWeekCents });
    expect(quoteHotDeal(at('2026-12-01 00:00:00'), at('2026-12-08 00:00:00'))?.weeks).toBe(1);
    expect(quoteHotDeal(at('2026-12-01 00:00:00'), at('2026-12-08 00:01:00'))?.weeks).toBe(2);
    // Across the change to winter time: the wall clock says one week, so it is one week.
    expect(quoteHotDeal(at('2026-10-28 10:00:00'), at('2026-11-04 10:00:00'))?.weeks).toBe(1);
  });

  it('refuses an end not after the start, or a deal over the longest allowed', () => {
    expect(quoteHotDeal(at('2026-12-01 09:00:00'), at('2026-12-01 09:00:00'))).toBeNull();
    expect(quoteHotDeal(at('2026-12-02 09:00:00'), at('2026-12-01 09:00:00'))).toBeNull();
    expect(quoteHotDeal(at('2026-12-01 00:00:00'), at('2027-03-01 00:00:00'))).toBeNull();
  });

  it('is the weeks times the weekly price, and grows with the length (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: HOT_DEAL_PRICING.maxWeeks * 7 * 24 * 60 }), fc.integer({ min: 1, max: 60 * 24 }), (minutes, more) => {
        const start = new Date(Date.UTC(2026, 11, 1));
        const wall = (d: Date) => ({ day: d.toISOString().slice(0, 10), time: d.toISOString().slice(11, 16) });
        const quote = quoteHotDeal(wall(start), wall(new Date(start.getTime() + minutes * 60_000)))!;
        expect(quote.totalCents).toBe(quote.weeks * HOT_DEAL_PRICING.perWeekCents);
        expect(quote.weeks).toBe(Math.ceil(minutes / (7 * 24 * 60)));
        const longer = quoteHotDeal(wall(start), wall(new Date(start.getTime() + (minutes + more) * 60_000)));
        if (longer) expect(longer.totalCents).toBeGreaterThanOrEqual(quote.totalCents);
      }),
    );
  });
});

describe('weekSpans: "open now" as spans of the week (the SQL filter reads these)', () => {
  it('makes one span per day with hours, overnight and whole days running into the next', () => {
    const schedule: WeeklySchedule = { mon: { opens: '09:00', closes: '18:00' }, fri: { opens: '18:00', closes: '02:00' }, sat: 'off', sun: { opens: '10:00', closes: '10:00' } };
    expect(weekSpans(schedule)).toEqual([
      { starts: 9 * 60, ends: 18 * 60 },
      { starts: 4 * 1440 + 18 * 60, ends: 5 * 1440 + 2 * 60 },
      { starts: 6 * 1440 + 10 * 60, ends: 7 * 1440 + 10 * 60 },
    ]);
    // Monday 05:00 is still Sunday's whole day (it ran from 10:00): past the week's end.
    expect(inWeekSpans(weekSpans(schedule), 5 * 60)).toBe(true);
    expect(inWeekSpans(weekSpans(schedule), 11 * 60)).toBe(true);
    expect(inWeekSpans(weekSpans(schedule), 10 * 60 + 30)).toBe(true);
    expect(inWeekSpans(weekSpans({ mon: { opens: '09:00', closes: '18:00' } }), 18 * 60)).toBe(false);
  });

  it('agrees with openStatus at every moment, across midnight and daylight-saving changes (property)', () => {
    fc.assert(
      fc.property(scheduleArb, fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }), (schedule, now) => {
        const { day, minutes } = chicagoClock(now);
        const minute = WEEKDAYS.indexOf(day) * 1440 + minutes;
        expect(minute).toBeLessThan(WEEK_SPAN_MINUTES);
        expect(inWeekSpans(weekSpans(schedule), minute)).toBe(openStatus(schedule, now).open);
      }),
      { numRuns: 2000 },
    );
  });
});
