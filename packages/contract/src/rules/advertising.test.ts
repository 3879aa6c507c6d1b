import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_OPEN_MAX_ISSUES, AD_RATES_USD, AD_TERM_ISSUES, AD_TERMS, AD_UNITS, PRINT_SUBSCRIPTION_PRICING_CENTS, SOCIAL_POST_PRICING_CENTS } from '../rates.ts';
import { quoteDisplayAd, quotePrintSubscription, quoteSocialRequest } from './advertising.ts';

describe('quoteDisplayAd (spec §9 rate card)', () => {
  it('prices every unit size and term from the table, per issue', () => {
    // The spec's table, written out here again: the test does not read the constant it checks.
    const table: Record<number, number[]> = {
      1: [15, 15, 15, 15, 10],
      2: [30, 30, 25, 25, 20],
      4: [60, 55, 45, 40, 35],
      8: [120, 110, 90, 80, 70],
      16: [240, 215, 175, 160, 140],
      32: [480, 430, 350, 315, 280],
    };
    for (const units of AD_UNITS) {
      AD_TERMS.forEach((term, column) => {
        const issues = term === 'open' ? 3 : AD_TERM_ISSUES[term];
        const quote = quoteDisplayAd({ units, term, issues });
        expect(quote, `${units} units, ${term}`).toEqual({ issues, unitCents: table[units]![column]! * 100, totalCents: table[units]![column]! * 100 * issues });
      });
    }
    expect(quoteDisplayAd({ units: 32, term: '48w' })!.totalCents).toBe(315 * 100 * 48);
    expect(quoteDisplayAd({ units: 4, term: '12w', editions: 2 })!.totalCents).toBe(60 * 100 * 12 * 2);
  });

  it('refuses sizes, terms and issue counts off the card', () => {
    expect(quoteDisplayAd({ units: 3, term: '12w' })).toBeNull();
    expect(quoteDisplayAd({ units: 64, term: 'open', issues: 1 })).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'open' })).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'open', issues: 0 })).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'open', issues: AD_OPEN_MAX_ISSUES + 1 })).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: '12w', issues: 11 })).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: '12w', editions: 0 })).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'weekly' as never })).toBeNull();
  });

  it('is whole cents, the card’s rate times issues times editions, and a bigger ad never costs less (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AD_UNITS), fc.constantFrom(...AD_TERMS), fc.integer({ min: 1, max: AD_OPEN_MAX_ISSUES }), fc.integer({ min: 1, max: 3 }), (units, term, issues, editions) => {
        const quote = quoteDisplayAd({ units, term, ...(term === 'open' ? { issues } : {}), editions })!;
        expect(Number.isSafeInteger(quote.totalCents)).toBe(true);
        expect(quote.totalCents).toBe(AD_RATES_USD[units][term] * 100 * quote.issues * editions);
        const bigger = AD_UNITS[AD_UNITS.indexOf(units) + 1];
        if (bigger) expect(quoteDisplayAd({ units: bigger, term, ...(term === 'open' ? { issues } : {}), editions })!.totalCents).toBeGreaterThanOrEqual(quote.totalCents);
      }),
    );
  });
});

describe('quoteSocialRequest', () => {
  it('adds each chosen network once', () => {
    expect(quoteSocialRequest(['telegram', 'facebook', 'telegram'])).toEqual({ networks: ['facebook', 'telegram'], totalCents: SOCIAL_POST_PRICING_CENTS.facebook + SOCIAL_POST_PRICING_CENTS.telegram });
    expect(quoteSocialRequest([])).toBeNull();
    expect(quoteSocialRequest(['myspace'])).toBeNull();
  });
});

describe('quotePrintSubscription', () => {
  it('prices the 3, 6 and 12 month terms, nothing else', () => {
    for (const months of [3, 6, 12] as const) expect(quotePrintSubscription(months)).toEqual({ months, totalCents: PRINT_SUBSCRIPTION_PRICING_CENTS[months] });
    for (const months of [0, 1, 4, 24, 6.5]) expect(quotePrintSubscription(months)).toBeNull();
  });
});
