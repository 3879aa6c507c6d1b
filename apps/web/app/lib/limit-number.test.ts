import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampToLimits } from './limit-number.ts';

describe('clampToLimits (spec §5 limit-number)', () => {
  it('keeps an empty value, clamps whole numbers into the limits and drops fractions', () => {
    expect(clampToLimits('', 1, 26)).toBe('');
    expect(clampToLimits('  ', 1, 26)).toBe('  ');
    expect(clampToLimits('0', 1, 26)).toBe('1');
    expect(clampToLimits('27', 1, 26)).toBe('26');
    expect(clampToLimits('300', 1, 26)).toBe('26');
    expect(clampToLimits('4.7', 1, 26)).toBe('4');
    expect(clampToLimits('-3', 1, 26)).toBe('1');
    expect(clampToLimits('abc', 1, 26)).toBe('1');
  });

  it('always lands within the limits, and leaves a number within them as it is (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (n, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const clamped = Number(clampToLimits(String(n), min, max));
        expect(clamped).toBeGreaterThanOrEqual(min);
        expect(clamped).toBeLessThanOrEqual(max);
        if (n >= min && n <= max) expect(clamped).toBe(n);
      }),
    );
  });
});
