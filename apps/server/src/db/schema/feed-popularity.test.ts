import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POPULARITY_DECAY_S, popularityOf } from './feed-popularity.ts';

const day = 24 * 3600_000;
const t0 = new Date('2026-11-01T12:00:00Z');
const later = (days: number) => new Date(t0.getTime() + days * day);

describe('popularity', () => {
  it('ranks engagement: a comment counts twice a like', () => {
    expect(popularityOf(2, 0, t0)).toBeCloseTo(popularityOf(0, 1, t0), 12);
    expect(popularityOf(5, 1, t0)).toBeGreaterThan(popularityOf(5, 0, t0));
  });

  it('ranks a newer post above an older one with the same engagement', () => {
    expect(popularityOf(3, 1, later(1))).toBeGreaterThan(popularityOf(3, 1, t0));
  });

  it('lets ten times the engagement stand for three days of freshness', () => {
    expect(POPULARITY_DECAY_S).toBe(3 * 24 * 3600);
    // 1 + likes: 0 → 1, 9 → 10, 99 → 100.
    expect(popularityOf(9, 0, t0)).toBeCloseTo(popularityOf(0, 0, later(3)), 9);
    expect(popularityOf(99, 0, t0)).toBeGreaterThan(popularityOf(9, 0, later(2.9)));
    expect(popularityOf(99, 0, t0)).toBeLessThan(popularityOf(9, 0, later(3.1)));
  });

  it('grows with every like, every comment and with freshness (any counts, any dates)', () => {
    const counts = fc.integer({ min: 0, max: 1_000_000 });
    const when = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(counts, counts, when, fc.integer({ min: 1, max: 1000 }), (likes, comments, at, more) => {
        const base = popularityOf(likes, comments, at);
        expect(popularityOf(likes + more, comments, at)).toBeGreaterThan(base);
        expect(popularityOf(likes, comments + more, at)).toBeGreaterThan(base);
        expect(popularityOf(likes, comments, new Date(at.getTime() + more * 1000))).toBeGreaterThan(base);
      }),
    );
  });

  it('ignores negative counts', () => {
    expect(popularityOf(-5, -1, t0)).toBe(popularityOf(0, 0, t0));
  });
});
