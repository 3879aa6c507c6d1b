import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, CLASSIFIED_LIMITS, quoteClassified, type ScheduledIssue } from '@gazeta/contract';
import { clampIssues, draftFigures, draftFormData, draftOfForm, draftProblems, emptyDraft } from './classified-draft.ts';

const schedule: ScheduledIssue[] = [1, 2, 3].flatMap((week) =>
  ['chicagoland', 'milwaukee'].map((edition, i) => ({ id: week * 10 + i, edition, date: `2026-12-0${week * 2}`, deadlineAt: `2026-12-0${week * 2 - 1}T23:00:00Z` })),
);
const now = new Date('2026-11-30T12:00:00Z');

describe('clampIssues (spec §5 limit-number)', () => {
  it('keeps an empty value and clamps any other to the limits (property)', () => {
    expect(clampIssues('')).toBe('');
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        const clamped = Number(clampIssues(String(n)));
        expect(clamped).toBeGreaterThanOrEqual(CLASSIFIED_LIMITS.issuesMin);
        expect(clamped).toBeLessThanOrEqual(CLASSIFIED_LIMITS.issuesMax);
      }),
    );
  });
});

describe('draftFigures', () => {
  it('prices the draft with the contract quote and books from the schedule', () => {
    const draft = { ...emptyDraft(), section: 'for-sale', type: 'offer', version: 'both' as const, title: 'Диван', text: 'Продаю диван (312) 555-0101', editions: ['chicagoland', 'milwaukee'], issues: '2', publishDate: '2026-12-02', extras: { bold: true, frame: false, hot: false, priority: false, photo: false } };
    const figures = draftFigures(draft, schedule, now, DEFAULT_RATES);
    expect(figures.quote).toEqual(quoteClassified({ title: draft.title, text: draft.text, version: 'both', editions: 2, issues: 2, extras: draft.extras }, DEFAULT_RATES));
    expect(figures.dates).toEqual(['2026-12-02', '2026-12-04', '2026-12-06']);
    expect(figures.validUntil).toBe('2026-12-10');
    expect(draftProblems({ ...draft, agree: true }, figures)).toEqual({});
    expect(draftProblems({ ...draft, agree: true, issues: '5' }, draftFigures({ ...draft, issues: '5' }, schedule, now, DEFAULT_RATES))).toEqual({ issues: 'error-not-enough-issues' });
  });

  it('tells of words glued by invisible characters before sending, as the server would (issue #26)', () => {
    const draft = { ...emptyDraft(), section: 'for-sale', type: 'offer', version: 'both' as const, title: 'Диван\u3164кресло', text: 'Продаю\u2800диван\u200Bстол', editions: ['chicagoland'], issues: '1', publishDate: '2026-12-02', agree: true };
    expect(draftProblems(draft, draftFigures(draft, schedule, now, DEFAULT_RATES))).toEqual({ title: 'validation-invisible-characters', text: 'validation-invisible-characters' });
    const spaced = { ...draft, title: 'Диван\u00A0кресло', text: 'Продаю\u3000диван' };
    expect(draftProblems(spaced, draftFigures(spaced, schedule, now, DEFAULT_RATES))).toEqual({});
  });

  it('drops a date the chosen editions do not offer, and a web-only ad is free', () => {
    const draft = { ...emptyDraft(), version: 'print' as const, editions: ['chicagoland'], publishDate: '2026-12-03' };
    expect(draftFigures(draft, schedule, now, DEFAULT_RATES).publishDate).toBe('');
    const online = draftFigures({ ...emptyDraft(), version: 'online', title: 'a', text: 'b c', publishDate: '2026-12-01', extras: { bold: true, frame: true, hot: true, priority: true, photo: true } }, schedule, now, DEFAULT_RATES);
    expect(online.quote.totalCents).toBe(0);
    expect(online.validUntil).toBe('2027-01-04');
  });

  it('sends a web-only ad without editions, issues or extras', () => {
    const body = draftFormData({ ...emptyDraft(), version: 'online', title: 'x', text: 'y', editions: ['chicagoland'], extras: { bold: true, frame: false, hot: false, priority: false, photo: false } }, [], null);
    expect([...body.keys()].sort()).toEqual(['publish_date', 'section', 'text', 'title', 'type', 'version']);
  });
});

describe('draftOfForm (the form a browser sent without JavaScript)', () => {
  it('reads every field back as the form holds it, the extras from their check boxes and the text with LF line breaks', () => {
    const form = new FormData();
    for (const [name, value] of [
      ['intent', 'classified-save'],
      ['section', 'services'],
      ['type', 'offer'],
      ['version', 'both'],
      ['title', ' Ремонт '],
      ['text', 'Строка\r\nещё'],
      ['editions', 'chicagoland'],
      ['editions', 'milwaukee'],
      ['issues', '3'],
      ['extras', 'bold'],
      ['extras', 'photo'],
      ['publish_date', '2026-12-02'],
      ['show_phone', '1'],
    ]) form.append(name!, value!);
    expect(draftOfForm(form)).toEqual({
      ...emptyDraft(),
      section: 'services',
      type: 'offer',
      version: 'both',
      title: 'Ремонт',
      text: 'Строка\nещё',
      editions: ['chicagoland', 'milwaukee'],
      issues: '3',
      publishDate: '2026-12-02',
      extras: { bold: true, frame: false, hot: false, priority: false, photo: true },
      showPhone: true,
      agree: false,
    });
  });

  it('takes an unknown version as none, and a missing number of issues as one', () => {
    const form = new FormData();
    form.set('version', 'billboard');
    expect(draftOfForm(form)).toMatchObject({ version: '', issues: '1', editions: [] });
  });
});
