import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bannerStartProblem } from '../api/banners.ts';
import { displayAdArtworkProblem } from '../api/display-ads.ts';
import { socialDayProblem } from '../api/social-requests.ts';
import { dayWindow, dayWindowBounds } from './day-window.ts';
import { addDays } from './print-schedule.ts';

describe('a day within a window from today', () => {
  it('takes today up to the last day ahead, and refuses the day before and the day after', () => {
    expect(dayWindow('2026-12-07', '2026-12-07', 90)).toBeNull();
    expect(dayWindow('2027-03-07', '2026-12-07', 90)).toBeNull();
    expect(dayWindow('2026-12-06', '2026-12-07', 90)).toBe('past');
    expect(dayWindow('2027-03-08', '2026-12-07', 90)).toBe('too-far');
  });

  it('is open exactly for the days from today to today + days ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 120 }), (offset, ahead) => {
        const today = '2026-12-07';
        const verdict = dayWindow(addDays(today, offset), today, ahead);
        expect(verdict).toBe(offset < 0 ? 'past' : offset > ahead ? 'too-far' : null);
      }),
    );
  });

  it("offers (as a date picker's min and max) exactly the days it takes", () => {
    expect(dayWindowBounds('2026-12-01', 90)).toEqual({ min: '2026-12-01', max: '2027-03-01' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (ahead) => {
        const today = '2026-12-07';
        const { min, max } = dayWindowBounds(today, ahead);
        expect([dayWindow(min, today, ahead), dayWindow(max, today, ahead)]).toEqual([null, null]);
        expect([dayWindow(addDays(min, -1), today, ahead), dayWindow(addDays(max, 1), today, ahead)]).toEqual(['past', 'too-far']);
      }),
    );
  });

  it("words a banner's first day and a social post's day in their own codes", () => {
    expect(bannerStartProblem('2026-12-06', '2026-12-07')).toBe('error-banner-start-past');
    expect(bannerStartProblem('2030-01-01', '2026-12-07')).toBe('error-banner-start-too-far');
    expect(bannerStartProblem('2026-12-08', '2026-12-07')).toBeUndefined();
    expect(socialDayProblem('2026-12-06', '2026-12-07')).toBe('error-social-date-past');
    expect(socialDayProblem('2030-01-01', '2026-12-07')).toBe('error-social-date-too-far');
    expect(socialDayProblem('2026-12-07', '2026-12-07')).toBeUndefined();
  });
});

describe("a display ad's pictures", () => {
  it('needs the artwork of a ready ad, and no more than four pictures', () => {
    expect(displayAdArtworkProblem('ready', 0)).toBe('error-display-artwork-required');
    expect(displayAdArtworkProblem('ready', 1)).toBeUndefined();
    expect(displayAdArtworkProblem('design', 0)).toBeUndefined();
    expect(displayAdArtworkProblem('design', 5)).toBe('error-classified-images-limit');
    expect(displayAdArtworkProblem('ready', 5)).toBe('error-classified-images-limit');
  });
});
