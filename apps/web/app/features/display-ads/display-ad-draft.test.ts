import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, displayAdRate, AD_OPEN_MAX_ISSUES, AD_TERM_ISSUES, AD_TERMS, AD_UNITS, addDays, quoteDisplayAd, type ScheduledIssue } from '@gazeta/contract';
import { clampIssues, displayAdFigures, displayAdProblems, draftOfValues, emptyDisplayAdDraft, PAGE_IN, sizeInches, sizeOnPage, type DisplayAdDraft } from './display-ad-draft.ts';
import { formatInches } from './display-ad-format.ts';

/** Two editions, Thursday issues for twelve weeks from 3 December 2026; booking closes the Monday before at 17:00 Chicago. */
const NOW = new Date('2026-11-25T12:00:00Z');
const weekly = (edition: string, weeks: number, firstId: number): ScheduledIssue[] =>
  Array.from({ length: weeks }, (_, i) => {
    const date = addDays('2026-12-03', 7 * i);
    return { id: firstId + i, edition, date, deadlineAt: `${addDays(date, -3)}T23:00:00.000Z` };
  });
const SCHEDULE = [...weekly('chicagoland', 12, 1), ...weekly('milwaukee', 12, 101)];

const contact = { email: 'anna@example.com', phone: '+12345678900' };
const fresh = () => emptyDisplayAdDraft(contact, ['chicagoland', 'milwaukee']);
const good: DisplayAdDraft = { ...fresh(), requestType: 'design', item: 'Пекарня «Вильнюс»', message: 'Свежий хлеб\r\nкаждый день', units: '4', term: '12w', agree: true };
const figures = (draft: DisplayAdDraft) => displayAdFigures(draft, SCHEDULE, NOW, DEFAULT_RATES);

describe('a new display ad', () => {
  it('starts with the account’s contact in the paper’s first edition, with no size or term chosen for the member', () => {
    expect(fresh()).toMatchObject({ email: 'anna@example.com', phone: '1-234-567-8900', editions: ['chicagoland'], units: '', term: '', issues: '1', agree: false });
    expect(emptyDisplayAdDraft({ email: null, phone: null }, [])).toMatchObject({ email: '', phone: '', editions: [] });
  });

  it('comes back as it was sent after a refusal, the choices the browser sent over the fresh form’s', () => {
    const again = draftOfValues({ request_type: 'ready', item: 'Юрист', units: '8', term: 'open', issues: '3', editions: ['milwaukee'], publish_on: '2026-12-10', agree: '1' }, fresh());
    expect(again).toMatchObject({ requestType: 'ready', item: 'Юрист', units: '8', term: 'open', issues: '3', editions: ['milwaukee'], publishOn: '2026-12-10', agree: true, email: 'anna@example.com' });
    // Anything not the contract's own choice is no choice.
    expect(draftOfValues({ request_type: 'poster', term: '5w' }, fresh())).toMatchObject({ requestType: '', term: '' });
  });
});

describe('the price shown live', () => {
  it('is the contract’s quote: the weekly rate of the size and term × its issues × the editions', () => {
    const quote = figures({ ...good, units: '4', term: '12w', editions: ['chicagoland'] }).quote;
    expect(quote).toEqual(quoteDisplayAd({ units: 4, term: '12w', editions: 1 }, DEFAULT_RATES));
    expect(quote?.totalCents).toBe(displayAdRate(DEFAULT_RATES, 4, '12w') * 12);
    // A second edition doubles it.
    expect(figures({ ...good, units: '4', term: '12w', editions: ['chicagoland', 'milwaukee'] }).quote?.totalCents).toBe(displayAdRate(DEFAULT_RATES, 4, '12w') * 12 * 2);
  });

  it('follows the size, the term, the open rate’s issues and the editions over every choice (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...AD_UNITS), fc.constantFrom(...AD_TERMS), fc.integer({ min: 1, max: AD_OPEN_MAX_ISSUES }), fc.subarray(['chicagoland', 'milwaukee'], { minLength: 1 }), (units, term, issues, editions) => {
        const shown = figures({ ...good, units: String(units), term, issues: String(issues), editions });
        const count = term === 'open' ? issues : AD_TERM_ISSUES[term];
        expect(shown.quote?.totalCents).toBe(displayAdRate(DEFAULT_RATES, units, term) * count * editions.length);
        expect(shown.issueCount).toBe(count);
      }),
    );
  });

  it('is not shown until a size, a term and an edition are chosen, nor for an open rate outside 1 to 11 issues', () => {
    expect(figures({ ...good, units: '' }).quote).toBeNull();
    expect(figures({ ...good, term: '' }).quote).toBeNull();
    expect(figures({ ...good, editions: [] }).quote).toBeNull();
    expect(figures({ ...good, units: '3' }).quote).toBeNull();
    for (const issues of ['', '0', '12', '2.5']) expect(figures({ ...good, term: 'open', issues }).quote, issues).toBeNull();
  });

  it('ignores the open rate’s field for a term: a term books its own weeks', () => {
    expect(figures({ ...good, term: '24w', issues: '5' }).quote?.issues).toBe(24);
  });

  it('clamps the open rate’s issues to 1…11 as they are typed (spec §5 limit-number)', () => {
    expect(clampIssues('')).toBe('');
    expect(clampIssues('0')).toBe('1');
    expect(clampIssues('40')).toBe(String(AD_OPEN_MAX_ISSUES));
    expect(clampIssues('7')).toBe('7');
  });
});

describe('the first issue', () => {
  it('is offered from the issues open in every chosen edition, the soonest one until another is chosen', () => {
    const shown = figures(good);
    // 3 December's booking closes on 30 November; the form is filled on 25 November.
    expect(shown.dates[0]).toBe('2026-12-03');
    expect(shown.dates).toHaveLength(12);
    expect(shown.publishOn).toBe('2026-12-03');
    expect(figures({ ...good, publishOn: '2026-12-17' }).publishOn).toBe('2026-12-17');
    // A day no longer offered (the editions changed) falls back to the soonest.
    expect(figures({ ...good, publishOn: '2026-12-18' }).publishOn).toBe('2026-12-03');
    expect(figures({ ...good, editions: [] })).toMatchObject({ dates: [], publishOn: '' });
  });

  it('lists the open rate’s issues, and says when the schedule cannot hold them', () => {
    expect(figures({ ...good, term: 'open', issues: '3', publishOn: '2026-12-10' }).booked).toEqual(['2026-12-10', '2026-12-17', '2026-12-24']);
    // Eleven issues from the tenth week of a twelve-week schedule do not fit.
    const late = figures({ ...good, term: 'open', issues: '11', publishOn: addDays('2026-12-03', 7 * 9) });
    expect(late).toMatchObject({ notEnoughIssues: true, booked: null });
    expect(displayAdProblems({ ...good, term: 'open', issues: '11', publishOn: addDays('2026-12-03', 7 * 9) }, late, { images: 0 })).toEqual({ issues: 'error-display-not-enough-issues' });
  });

  it('needs only the first issue open for a term: the later ones are booked as the schedule grows', () => {
    expect(figures({ ...good, term: '48w', publishOn: addDays('2026-12-03', 7 * 11) })).toMatchObject({ notEnoughIssues: false, booked: null, issueCount: 48 });
  });
});

describe('the form’s own checks before sending', () => {
  it('find nothing wrong with a complete form', () => {
    expect(displayAdProblems(good, figures(good), { images: 0 })).toEqual({});
    expect(displayAdProblems({ ...good, requestType: 'ready' }, figures(good), { images: 1 })).toEqual({});
  });

  it('say each missing field’s §5 message, from the contract’s schema', () => {
    const empty = { ...emptyDisplayAdDraft({ email: null, phone: null }, []) };
    expect(displayAdProblems(empty, figures(empty), { images: 0 })).toEqual({
      request_type: 'error-display-type-required',
      item: 'error-display-item-required',
      message: 'error-display-message-required',
      email: 'error-email-required',
      phone: 'error-phone-required',
      units: 'error-display-units-required',
      term: 'error-display-term-required',
      editions: 'error-classified-resources-required',
      publish_on: 'error-classified-date-required',
      agree: 'error-terms-required',
    });
  });

  it('want the artwork of a ready ad, and at most four pictures', () => {
    expect(displayAdProblems({ ...good, requestType: 'ready' }, figures(good), { images: 0 })).toEqual({ images: 'error-display-artwork-required' });
    expect(displayAdProblems(good, figures(good), { images: 5 })).toEqual({ images: 'error-classified-images-limit' });
  });

  it('check the phone as +1 and ten digits, and the open rate’s issues', () => {
    expect(displayAdProblems({ ...good, phone: '12345' }, figures(good), { images: 0 })).toEqual({ phone: 'error-phone-invalid' });
    const open = { ...good, term: 'open' as const, issues: '' };
    expect(displayAdProblems(open, figures(open), { images: 0 })).toEqual({ issues: 'error-classified-issues' });
  });
});

describe('the sizes on the drawn page', () => {
  it('are the rate card’s inches, each inside the page, the 1-unit ad one column wide', () => {
    expect(sizeInches(1)).toEqual({ width: 2.2077, height: 1.25 });
    expect(sizeInches(32)).toEqual(PAGE_IN);
    for (const units of AD_UNITS) {
      const box = sizeOnPage(units);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeCloseTo(PAGE_IN.width);
      expect(box.y + box.height).toBeCloseTo(PAGE_IN.height);
    }
  });

  it('grow with the units, each about its share of the page (1 unit is 1/32)', () => {
    const area = (units: (typeof AD_UNITS)[number]) => sizeInches(units).width * sizeInches(units).height;
    const page = PAGE_IN.width * PAGE_IN.height;
    for (const [i, units] of AD_UNITS.entries()) {
      expect(area(units) / page).toBeGreaterThan((units / 32) * 0.8);
      expect(area(units) / page).toBeLessThan((units / 32) * 1.2);
      if (i > 0) expect(area(units)).toBeGreaterThan(area(AD_UNITS[i - 1]!));
    }
  });

  it('are written in each language’s numbers', () => {
    expect(formatInches(1, 'en')).toBe('2.2077″ × 1.25″');
    expect(formatInches(4, 'ru')).toBe('4,582″ × 2,96667″');
  });
});
