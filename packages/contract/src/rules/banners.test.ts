import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_PRICING } from '../rates.ts';
import { DEFAULT_RATES } from '../rate-table.ts';
import { bannerLastDay, bannerPhase, isBannerSize, quoteBanner } from './banners.ts';
import { addDays } from './print-schedule.ts';

describe('isBannerSize (spec §5: only 150 x 600)', () => {
  it('is exactly 150 wide and 600 high, not the proportion', () => {
    expect(isBannerSize(150, 600)).toBe(true);
    for (const [w, h] of [[600, 150], [300, 1200], [75, 300], [151, 600], [150, 599], [0, 0]] as const) expect(isBannerSize(w, h), `${w}×${h}`).toBe(false);
  });
});

describe('quoteBanner (the rate table’s banner_per_week_cents)', () => {
  it('charges the weekly price of the table it is given', () => {
    expect(quoteBanner(3, { ...DEFAULT_RATES, banner_per_week_cents: 1234 })).toEqual({ weeks: 3, unitCents: 1234, totalCents: 3702 });
  });

  it('charges the weekly price per week, within the limits', () => {
    expect(quoteBanner(1, DEFAULT_RATES)).toEqual({ weeks: 1, unitCents: 2500, totalCents: 2500 });
    expect(quoteBanner(4, DEFAULT_RATES)?.totalCents).toBe(10_000);
    for (const bad of [0, -1, 1.5, BANNER_PRICING.maxWeeks + 1, Number.NaN]) expect(quoteBanner(bad, DEFAULT_RATES), String(bad)).toBeNull();
  });

  it('is weeks × the weekly price and grows with the weeks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: BANNER_PRICING.minWeeks, max: BANNER_PRICING.maxWeeks - 1 }), (weeks) => {
        const quote = quoteBanner(weeks, DEFAULT_RATES)!;
        expect(Number.isInteger(quote.totalCents)).toBe(true);
        expect(quote.totalCents).toBe(weeks * DEFAULT_RATES.banner_per_week_cents);
        expect(quoteBanner(weeks + 1, DEFAULT_RATES)!.totalCents).toBeGreaterThan(quote.totalCents);
      }),
    );
  });
});

describe('a banner’s run', () => {
  it('lasts whole weeks: the last day is 7 × weeks − 1 days after the first', () => {
    expect(bannerLastDay('2026-11-26', 1)).toBe('2026-12-02');
    expect(bannerLastDay('2026-12-28', 2)).toBe('2027-01-10');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), fc.integer({ min: 1, max: BANNER_PRICING.maxWeeks }), (offset, weeks) => {
        const first = addDays('2026-01-01', offset);
        expect(addDays(bannerLastDay(first, weeks), 1)).toBe(addDays(first, weeks * 7));
      }),
    );
  });

  it('is scheduled before its first day, running through its last, ended after; other states are themselves', () => {
    expect(bannerPhase('approved', '2026-12-01', '2026-12-07', '2026-11-30')).toBe('scheduled');
    expect(bannerPhase('approved', '2026-12-01', '2026-12-07', '2026-12-01')).toBe('running');
    expect(bannerPhase('approved', '2026-12-01', '2026-12-07', '2026-12-07')).toBe('running');
    expect(bannerPhase('approved', '2026-12-01', '2026-12-07', '2026-12-08')).toBe('ended');
    for (const status of ['awaiting_payment', 'awaiting_review', 'rejected'] as const) expect(bannerPhase(status, '2026-12-01', '2026-12-07', '2026-12-03')).toBe(status);
  });
});
