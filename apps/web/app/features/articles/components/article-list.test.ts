import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARTICLES_PER_PAGE } from '@gazeta/contract';
import { wideCards } from './article-list.tsx';

/** The rows a desktop shows: the wide cards two to a row, the others three. */
function rows(count: number): number[] {
  const wide = wideCards(count);
  const out: number[] = [];
  for (let i = 0; i < wide; i += 2) out.push(2);
  for (let left = count - wide; left > 0; left -= 3) out.push(Math.min(3, left));
  return out;
}

describe('wideCards: a desktop catalogue leaves no row half empty', () => {
  it('fills the rows of a first page (the lead story and 11 more) and of a full page', () => {
    expect(wideCards(ARTICLES_PER_PAGE - 1)).toBe(2);
    expect(rows(ARTICLES_PER_PAGE - 1)).toEqual([2, 3, 3, 3]);
    expect(wideCards(ARTICLES_PER_PAGE)).toBe(0);
    expect(rows(ARTICLES_PER_PAGE)).toEqual([3, 3, 3, 3]);
    expect(rows(10)).toEqual([2, 2, 3, 3]);
  });

  it('makes every row full for any count from 4, and never more wide cards than cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (count) => {
        const wide = wideCards(count);
        expect(wide).toBeLessThanOrEqual(count);
        expect(wide % 2).toBe(0);
        if (count >= 4 || count % 3 !== 1) {
          for (const row of rows(count).slice(0, wide / 2)) expect(row).toBe(2);
          for (const row of rows(count).slice(wide / 2)) expect(row).toBe(3);
        }
      }),
    );
  });
});
