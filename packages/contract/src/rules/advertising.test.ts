import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AD_OPEN_MAX_ISSUES, AD_TERM_ISSUES, AD_TERMS, AD_UNITS } from '../rates.ts';
import { DEFAULT_RATES, displayAdRate, displayAdTermFacts, printSubscriptionRate, type RateTable } from '../rate-table.ts';
import { displayAdFits, displayAdIssueCount, nextDisplayAdIssues, quoteDisplayAd, quotePrintSubscription, quoteSocialRequest } from './advertising.ts';
import { addDays, type ScheduledIssue } from './print-schedule.ts';

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
        const quote = quoteDisplayAd({ units, term, issues }, DEFAULT_RATES);
        expect(quote, `${units} units, ${term}`).toEqual({ issues, unitCents: table[units]![column]! * 100, totalCents: table[units]![column]! * 100 * issues });
      });
    }
    expect(quoteDisplayAd({ units: 32, term: '48w' }, DEFAULT_RATES)!.totalCents).toBe(315 * 100 * 48);
    expect(quoteDisplayAd({ units: 4, term: '12w', editions: 2 }, DEFAULT_RATES)!.totalCents).toBe(60 * 100 * 12 * 2);
  });

  it('refuses sizes, terms and issue counts off the card', () => {
    expect(quoteDisplayAd({ units: 3, term: '12w' }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 64, term: 'open', issues: 1 }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'open' }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'open', issues: 0 }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'open', issues: AD_OPEN_MAX_ISSUES + 1 }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: '12w', issues: 11 }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: '12w', editions: 0 }, DEFAULT_RATES)).toBeNull();
    expect(quoteDisplayAd({ units: 1, term: 'weekly' as never }, DEFAULT_RATES)).toBeNull();
  });

  it('is whole cents, the card’s rate times issues times editions, and a bigger ad never costs less (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AD_UNITS), fc.constantFrom(...AD_TERMS), fc.integer({ min: 1, max: AD_OPEN_MAX_ISSUES }), fc.integer({ min: 1, max: 3 }), (units, term, issues, editions) => {
        const quote = quoteDisplayAd({ units, term, ...(term === 'open' ? { issues } : {}), editions }, DEFAULT_RATES)!;
        expect(Number.isSafeInteger(quote.totalCents)).toBe(true);
        expect(quote.totalCents).toBe(displayAdRate(DEFAULT_RATES, units, term) * quote.issues * editions);
        const bigger = AD_UNITS[AD_UNITS.indexOf(units) + 1];
        if (bigger) expect(quoteDisplayAd({ units: bigger, term, ...(term === 'open' ? { issues } : {}), editions }, DEFAULT_RATES)!.totalCents).toBeGreaterThanOrEqual(quote.totalCents);
      }),
    );
  });
});

describe('what the forms may say of the display-ad terms (displayAdTermFacts)', () => {
  it('reads the default table: the open rate is the lowest weekly price, and a longer term never costs more a week', () => {
    expect(displayAdTermFacts(DEFAULT_RATES)).toEqual({ longerTermsCostLess: true, openRateLowest: true });
  });

  it('says neither once one size contradicts it', () => {
    const dearer = structuredClone(DEFAULT_RATES);
    dearer.display_ads['4']['48w'] = dearer.display_ads['4']['36w'] + 1;
    dearer.display_ads['8'].open = dearer.display_ads['8']['48w'] + 1;
    expect(displayAdTermFacts(dearer)).toEqual({ longerTermsCostLess: false, openRateLowest: false });
  });
});

describe('quoteSocialRequest', () => {
  it('adds each chosen network once', () => {
    expect(quoteSocialRequest(['telegram', 'facebook', 'telegram'], DEFAULT_RATES)).toEqual({ networks: ['facebook', 'telegram'], totalCents: DEFAULT_RATES.social_posts.facebook + DEFAULT_RATES.social_posts.telegram });
    expect(quoteSocialRequest([], DEFAULT_RATES)).toBeNull();
    expect(quoteSocialRequest(['myspace'], DEFAULT_RATES)).toBeNull();
  });
});

describe('the quotes read the rate table they are given (decision 048)', () => {
  const changed: RateTable = {
    ...DEFAULT_RATES,
    display_ads: { ...DEFAULT_RATES.display_ads, '2': { ...DEFAULT_RATES.display_ads['2'], open: 2345 } },
    social_posts: { facebook: 111, telegram: 222, twitter: 333 },
    print_subscriptions: { '3': 1000, '6': 1900, '12': 3600 },
  };

  it('prices a display ad, a social request and the paper by mail at the given prices', () => {
    expect(quoteDisplayAd({ units: 2, term: 'open', issues: 3, editions: 2 }, changed)).toEqual({ issues: 3, unitCents: 2345, totalCents: 2345 * 3 * 2 });
    expect(quoteDisplayAd({ units: 4, term: '12w' }, changed)?.unitCents).toBe(DEFAULT_RATES.display_ads['4']['12w']);
    expect(quoteSocialRequest(['twitter', 'facebook'], changed)?.totalCents).toBe(444);
    expect(quotePrintSubscription(12, changed)?.totalCents).toBe(3600);
  });
});

describe('quotePrintSubscription', () => {
  it('prices the 3, 6 and 12 month terms, nothing else', () => {
    for (const months of [3, 6, 12] as const) expect(quotePrintSubscription(months, DEFAULT_RATES)).toEqual({ months, totalCents: printSubscriptionRate(DEFAULT_RATES, months) });
    for (const months of [0, 1, 4, 24, 6.5]) expect(quotePrintSubscription(months, DEFAULT_RATES)).toBeNull();
  });
});

describe('booking a display ad into the print schedule (decision 035)', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  // Two editions, weekly on Thursdays (north) and Fridays (west), booking closing two days before.
  const weekly = (edition: string, first: string, weeks: number, idFrom: number): ScheduledIssue[] =>
    Array.from({ length: weeks }, (_, i) => {
      const date = addDays(first, 7 * i);
      return { id: idFrom + i, edition, date, deadlineAt: `${addDays(date, -2)}T23:00:00Z` };
    });
  const schedule = [...weekly('north', '2026-11-26', 13, 100), ...weekly('west', '2026-11-27', 13, 200)];

  it('counts a term’s weeks, or the open rate’s 1 to 11 issues', () => {
    expect(displayAdIssueCount('36w')).toBe(36);
    expect(displayAdIssueCount('open', 5)).toBe(5);
    expect(displayAdIssueCount('open', 0)).toBeNull();
    expect(displayAdIssueCount('open', 12)).toBeNull();
    expect(displayAdIssueCount('open')).toBeNull();
  });

  it('the open rate must fit whole; a term needs only its first issue open in every edition', () => {
    const base = { editions: ['north', 'west'], publishOn: '2026-12-03', now };
    expect(displayAdFits(schedule, { ...base, term: 'open', issues: 11 })).toEqual({ ok: true });
    expect(displayAdFits(schedule, { ...base, term: 'open', issues: 11, publishOn: '2026-12-17' })).toEqual({ ok: false, edition: 'north', available: 10 });
    expect(displayAdFits(schedule, { ...base, term: '48w', issues: 48, publishOn: '2027-02-18' })).toEqual({ ok: true });
    expect(displayAdFits(schedule, { ...base, term: '48w', issues: 48, publishOn: '2027-02-26' })).toMatchObject({ ok: false, edition: 'north', available: 0 });
    // Past its deadline the week's issue cannot be booked: the north edition of Nov 26 has closed.
    expect(displayAdFits(schedule, { ...base, editions: ['north'], term: '12w', issues: 12, publishOn: '2026-11-26' })).toEqual({ ok: true });
  });

  it('books the open issues from the first day, after what the ad holds, only what it lacks', () => {
    const first = nextDisplayAdIssues(schedule, { editions: ['north', 'west'], publishOn: '2026-12-03', issues: 24, held: {}, now });
    expect(first.filter((issue) => issue.edition === 'north').map((issue) => issue.date)[0]).toBe('2026-12-03');
    expect(first.filter((issue) => issue.edition === 'north')).toHaveLength(12);
    expect(first.filter((issue) => issue.edition === 'west')).toHaveLength(12);
    const later = nextDisplayAdIssues(schedule, { editions: ['north'], publishOn: '2026-12-03', issues: 12, held: { north: { count: 10, last: '2027-02-04' } }, now });
    expect(later.map((issue) => issue.date)).toEqual(['2027-02-11', '2027-02-18']);
    expect(nextDisplayAdIssues(schedule, { editions: ['north'], publishOn: '2026-12-03', issues: 2, held: { north: { count: 2, last: '2026-12-10' } }, now })).toEqual([]);
    // A late payment starts at the next open issue, never one already closed.
    const late = nextDisplayAdIssues(schedule, { editions: ['north'], publishOn: '2026-11-26', issues: 1, held: {}, now });
    expect(late.map((issue) => issue.date)).toEqual(['2026-12-03']);
  });
});
