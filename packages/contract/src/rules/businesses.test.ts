import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOT_DEAL_PRICING } from '../rates.ts';
import { DEFAULT_RATES } from '../rate-table.ts';
import {
  dealMoment,
  formatDealDateTime,
  hotDealDueOnChange,
  hotDealPaymentCarries,
  inWeekSpans,
  parseDealDateTime,
  quoteHotDeal,
  WEEK_SPAN_MINUTES,
  weekSpans,
  type DealPeriod,
} from './businesses.ts';
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

describe('quoteHotDeal (the rate table’s hot_deal_per_week_cents)', () => {
  const at = (text: string) => parseDealDateTime(text)!;
  it('charges the weekly price of the table it is given', () => {
    expect(quoteHotDeal(at('2026-12-01 09:00:00'), at('2026-12-10 09:00:00'), { ...DEFAULT_RATES, hot_deal_per_week_cents: 999 })).toEqual({ weeks: 2, unitCents: 999, totalCents: 1998 });
  });

  it('charges each started week, at least one', () => {
    expect(quoteHotDeal(at('2026-12-01 09:00:00'), at('2026-12-01 18:00:00'), DEFAULT_RATES)).toEqual({ weeks: 1, unitCents: DEFAULT_RATES.hot_deal_per_week_cents, totalCents: DEFAULT_RATES.hot_deal_per_week_cents });
    expect(quoteHotDeal(at('2026-12-01 00:00:00'), at('2026-12-08 00:00:00'), DEFAULT_RATES)?.weeks).toBe(1);
    expect(quoteHotDeal(at('2026-12-01 00:00:00'), at('2026-12-08 00:01:00'), DEFAULT_RATES)?.weeks).toBe(2);
    // Across the change to winter time: the wall clock says one week, so it is one week.
    expect(quoteHotDeal(at('2026-10-28 10:00:00'), at('2026-11-04 10:00:00'), DEFAULT_RATES)?.weeks).toBe(1);
  });

  it('refuses an end not after the start, or a deal over the longest allowed', () => {
    expect(quoteHotDeal(at('2026-12-01 09:00:00'), at('2026-12-01 09:00:00'), DEFAULT_RATES)).toBeNull();
    expect(quoteHotDeal(at('2026-12-02 09:00:00'), at('2026-12-01 09:00:00'), DEFAULT_RATES)).toBeNull();
    expect(quoteHotDeal(at('2026-12-01 00:00:00'), at('2027-03-01 00:00:00'), DEFAULT_RATES)).toBeNull();
  });

  it('is the weeks times the weekly price, and grows with the length (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: HOT_DEAL_PRICING.maxWeeks * 7 * 24 * 60 }), fc.integer({ min: 1, max: 60 * 24 }), (minutes, more) => {
        const start = new Date(Date.UTC(2026, 11, 1));
        const wall = (d: Date) => ({ day: d.toISOString().slice(0, 10), time: d.toISOString().slice(11, 16) });
        const quote = quoteHotDeal(wall(start), wall(new Date(start.getTime() + minutes * 60_000)), DEFAULT_RATES)!;
        expect(quote.totalCents).toBe(quote.weeks * DEFAULT_RATES.hot_deal_per_week_cents);
        expect(quote.weeks).toBe(Math.ceil(minutes / (7 * 24 * 60)));
        const longer = quoteHotDeal(wall(start), wall(new Date(start.getTime() + (minutes + more) * 60_000)), DEFAULT_RATES);
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

describe('hotDealPaymentCarries and hotDealDueOnChange (issue #26: a paid week is not moved on and on)', () => {
  const WEEK = 7 * 24 * 3600_000;
  const at = (text: string) => dealMoment(parseDealDateTime(text)!);
  const period = (starts: string, ends: string): DealPeriod => ({ startsAt: at(starts), endsAt: at(ends) });
  const week = { ...period('2026-12-01 08:00:00', '2026-12-08 08:00:00'), paidCents: DEFAULT_RATES.hot_deal_per_week_cents };
  const priced = (p: DealPeriod) => ({ ...p, priceCents: quoteHotDeal(...([p.startsAt, p.endsAt].map(clockAt) as [ReturnType<typeof clockAt>, ReturnType<typeof clockAt>]), DEFAULT_RATES)!.totalCents });
  function clockAt(ms: number) {
    const iso = new Date(ms).toISOString();
    return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
  }

  it('reads a wall clock as a moment that compares with another', () => {
    expect(at('2026-12-08 08:00:00') - at('2026-12-01 08:00:00')).toBe(WEEK);
    expect(dealMoment(clockAt(at('2027-03-14 02:30:00')))).toBe(at('2027-03-14 02:30:00'));
  });

  it('lets a paid week not begun move to another week not begun, for nothing', () => {
    const now = at('2026-11-20 10:00:00');
    const january = priced(period('2027-01-20 08:00:00', '2027-01-27 08:00:00'));
    expect(hotDealPaymentCarries(week, january, now)).toBe(true);
    expect(hotDealDueOnChange(week, january, now)).toBe(0);
    // Longer: only what the new period lacks.
    expect(hotDealDueOnChange(week, priced(period('2027-01-20 08:00:00', '2027-02-03 08:00:00')), now)).toBe(DEFAULT_RATES.hot_deal_per_week_cents);
    // To a period that has begun already: a new deal.
    expect(hotDealDueOnChange(week, priced(period('2026-11-19 08:00:00', '2026-11-26 08:00:00')), now)).toBe(DEFAULT_RATES.hot_deal_per_week_cents);
  });

  it('does not let a running deal move: moved, it is a new deal paid from nothing; its end may change', () => {
    const now = at('2026-12-05 10:00:00');
    expect(hotDealPaymentCarries(week, period('2027-01-20 08:00:00', '2027-01-27 08:00:00'), now)).toBe(false);
    expect(hotDealDueOnChange(week, priced(period('2027-01-20 08:00:00', '2027-01-27 08:00:00')), now)).toBe(DEFAULT_RATES.hot_deal_per_week_cents);
    expect(hotDealDueOnChange(week, priced(period('2026-12-05 12:00:00', '2026-12-12 12:00:00')), now)).toBe(DEFAULT_RATES.hot_deal_per_week_cents);
    expect(hotDealDueOnChange(week, priced(period('2026-12-01 08:00:00', '2026-12-15 08:00:00')), now)).toBe(DEFAULT_RATES.hot_deal_per_week_cents);
    expect(hotDealDueOnChange(week, priced(period('2026-12-01 08:00:00', '2026-12-06 08:00:00')), now)).toBe(0);
    // Over: whatever comes next is a new purchase.
    expect(hotDealPaymentCarries(week, week, at('2026-12-08 08:00:00'))).toBe(false);
  });

  const MINUTE = 60_000;
  const T0 = Date.UTC(2027, 0, 4);
  const edit = fc.record({
    wait: fc.integer({ min: 0, max: 3 * 7 * 24 * 60 }),
    from: fc.integer({ min: -2 * 7 * 24 * 60, max: 6 * 7 * 24 * 60 }),
    length: fc.integer({ min: 1, max: HOT_DEAL_PRICING.maxWeeks * 7 * 24 * 60 }),
    pays: fc.boolean(),
  });

  it('never shows a deal for longer than was paid, however its owner edits it and pays (property)', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        let now = T0;
        let deal: (DealPeriod & { priceCents: number; paidCents: number }) | null = null;
        let spent = 0;
        let shown = 0;
        const show = (until: number) => {
          if (deal && deal.paidCents > 0 && deal.paidCents >= deal.priceCents) shown += Math.max(0, Math.min(until, deal.endsAt) - Math.max(now, deal.startsAt));
        };
        for (const step of edits) {
          const next = now + step.wait * MINUTE;
          show(next);
          now = next;
          const after = priced({ startsAt: now + step.from * MINUTE, endsAt: now + (step.from + step.length) * MINUTE });
          if (after.endsAt <= now) continue;
          const carries: boolean = deal !== null && hotDealPaymentCarries(deal, after, now);
          const due: number = deal ? hotDealDueOnChange(deal, after, now) : after.priceCents;
          expect(due).toBe(Math.max(0, after.priceCents - (carries ? deal!.paidCents : 0)));
          deal = { ...after, paidCents: carries ? deal!.paidCents : 0 };
          if (step.pays) {
            deal.paidCents += due;
            spent += due;
          }
        }
        show(Number.MAX_SAFE_INTEGER);
        expect(shown).toBeLessThanOrEqual((spent / DEFAULT_RATES.hot_deal_per_week_cents) * WEEK);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps what was paid when the dates stay, and a running deal its start (property)', () => {
    fc.assert(
      fc.property(edit, fc.integer({ min: 1, max: 8 * 7 * 24 * 60 }), fc.integer({ min: -8 * 7 * 24 * 60, max: 8 * 7 * 24 * 60 }), (step, length, nowOffset) => {
        const before = { startsAt: T0, endsAt: T0 + length * MINUTE };
        const now = T0 + nowOffset * MINUTE;
        const after = { startsAt: now + step.from * MINUTE, endsAt: now + (step.from + step.length) * MINUTE };
        expect(hotDealPaymentCarries(before, before, now)).toBe(before.endsAt > now);
        if (hotDealPaymentCarries(before, after, now)) {
          expect(before.endsAt).toBeGreaterThan(now);
          // Money moves with a deal only where nothing of it was shown, or with its start kept.
          expect(before.startsAt > now ? after.startsAt > now : after.startsAt === before.startsAt).toBe(true);
        }
      }),
    );
  });
});
