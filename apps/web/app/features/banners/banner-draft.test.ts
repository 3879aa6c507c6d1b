import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES, BANNER_PRICING, bannerLastDay, quoteBanner, type MyBanner } from '@gazeta/contract';
import { bannerFigures, bannerProblems, browserReadsSize, clampWeeks, draftOfBanner, draftOfValues, emptyBannerDraft, pictureProblem } from './banner-draft.ts';

const today = '2026-12-01';
const good = { ...emptyBannerDraft(today), title: 'Пекарня «Вильнюс»', url: 'https://bakery.example/', weeks: '4', agree: true };
const picked = (width: number, height: number) => ({ kind: 'chosen' as const, size: { width, height } });

describe('the banner form’s live figures', () => {
  it('price the run with the contract’s quote and end it with its last day', () => {
    const figures = bannerFigures({ ...good, startsOn: '2026-12-07', weeks: '4' }, DEFAULT_RATES);
    expect(figures.quote).toEqual(quoteBanner(4, DEFAULT_RATES));
    expect(figures.quote?.totalCents).toBe(4 * DEFAULT_RATES.banner_per_week_cents);
    expect(figures.lastDay).toBe('2027-01-03');
    expect(figures.lastDay).toBe(bannerLastDay('2026-12-07', 4));
  });

  it('show no price or last day while the weeks are no run, and no last day without a first day', () => {
    for (const weeks of ['', '0', '27', '2.5', 'x']) expect(bannerFigures({ ...good, weeks }, DEFAULT_RATES).quote, weeks).toBeNull();
    expect(bannerFigures({ ...good, startsOn: '' }, DEFAULT_RATES)).toMatchObject({ lastDay: null, quote: quoteBanner(4, DEFAULT_RATES) });
  });

  it('follow the weeks over the whole range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: BANNER_PRICING.minWeeks, max: BANNER_PRICING.maxWeeks }), (weeks) => {
        const figures = bannerFigures({ ...good, weeks: String(weeks) }, DEFAULT_RATES);
        expect(figures.quote?.totalCents).toBe(weeks * DEFAULT_RATES.banner_per_week_cents);
        expect(figures.lastDay).toBe(bannerLastDay(today, weeks));
      }),
    );
  });

  it('clamp the weeks to the run’s limits as they are typed (spec §5 limit-number)', () => {
    expect(clampWeeks('')).toBe('');
    expect(clampWeeks('0')).toBe(String(BANNER_PRICING.minWeeks));
    expect(clampWeeks('99')).toBe(String(BANNER_PRICING.maxWeeks));
    expect(clampWeeks('12')).toBe('12');
  });
});

describe('the banner form’s own checks before sending', () => {
  it('find nothing wrong with a complete form and a 150 × 600 picture, or one kept from before', () => {
    expect(bannerProblems(good, today, picked(150, 600))).toEqual({});
    expect(bannerProblems(good, today, { kind: 'kept' })).toEqual({});
    // A size the browser could not read is the server's to check.
    expect(bannerProblems(good, today, { kind: 'chosen', size: null })).toEqual({});
  });

  it('say each missing field’s §5 message, from the contract’s schema', () => {
    expect(bannerProblems({ ...emptyBannerDraft(today), startsOn: '', weeks: '' }, today, { kind: 'none' })).toEqual({
      title: 'error-banner-title-required',
      url: 'error-banner-url-required',
      starts_on: 'error-banner-start-required',
      weeks: 'error-banner-weeks-invalid',
      agree: 'error-terms-required',
      picture: 'error-banner-picture-required',
    });
    expect(bannerProblems({ ...good, url: 'bakery' }, today, { kind: 'kept' })).toEqual({ url: 'error-banner-url-invalid' });
  });

  it('refuse a picture of any other size at once ("Incorrect sizes, allow only 150 x 600")', () => {
    for (const [width, height] of [
      [300, 300],
      [300, 1200],
      [600, 150],
      [151, 600],
    ] as const) {
      expect(pictureProblem(picked(width, height)), `${width}×${height}`).toBe('error-banner-size');
      expect(bannerProblems(good, today, picked(width, height))).toEqual({ picture: 'error-banner-size' });
    }
  });

  it('keep the first day between today and 90 days ahead', () => {
    expect(bannerProblems({ ...good, startsOn: '2026-11-30' }, today, { kind: 'kept' })).toEqual({ starts_on: 'error-banner-start-past' });
    expect(bannerProblems({ ...good, startsOn: '2027-03-01' }, today, { kind: 'kept' })).toEqual({});
    expect(bannerProblems({ ...good, startsOn: '2027-03-02' }, today, { kind: 'kept' })).toEqual({ starts_on: 'error-banner-start-too-far' });
  });

  it('trust the browser’s reading of a raster’s size only', () => {
    expect(browserReadsSize('image/png', 'a.png')).toBe(true);
    expect(browserReadsSize('image/jpeg', 'a.jpg')).toBe(true);
    expect(browserReadsSize('image/svg+xml', 'a.svg')).toBe(false);
    expect(browserReadsSize('', 'scan.TIFF')).toBe(false);
    expect(browserReadsSize('image/tiff', 'scan')).toBe(false);
  });
});

describe('the form’s starting values', () => {
  const banner = { title: 'Пекарня', url: 'https://bakery.example/', starts_on: '2026-12-10', weeks: 3 } as MyBanner;

  it('are a banner’s own when it is changed, with "I agree" asked again', () => {
    expect(draftOfBanner(banner)).toEqual({ title: 'Пекарня', url: 'https://bakery.example/', startsOn: '2026-12-10', weeks: '3', agree: false });
  });

  it('are what was sent when the server refused a form sent without JavaScript', () => {
    const values = { title: 'Новое', url: 'bakery', starts_on: '2026-12-12', weeks: '5', agree: '1' };
    expect(draftOfValues(values, draftOfBanner(banner))).toEqual({ title: 'Новое', url: 'bakery', startsOn: '2026-12-12', weeks: '5', agree: true });
    expect(draftOfValues({ title: 'Новое' }, emptyBannerDraft(today))).toEqual({ ...emptyBannerDraft(today), title: 'Новое' });
  });
});
