import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barChart } from './banner-chart.ts';

const days = [
  { date: '2026-12-01', impressions: 40, clicks: 2 },
  { date: '2026-12-02', impressions: 0, clicks: 0 },
  { date: '2026-12-03', impressions: 10, clicks: 1 },
  { date: '2026-12-04', impressions: 1, clicks: 0 },
];

describe('a banner’s chart of views or clicks by day', () => {
  it('draws one bar per day, the busiest reaching the top and an empty day drawing nothing', () => {
    const chart = barChart(days, 'impressions', 100);
    expect(chart).toMatchObject({ width: 4, height: 100, max: 40, total: 51 });
    expect(chart.bars.map((bar) => [bar.date, bar.value, bar.height])).toEqual([
      ['2026-12-01', 40, 100],
      ['2026-12-02', 0, 0],
      ['2026-12-03', 10, 25],
      ['2026-12-04', 1, 2.5],
    ]);
    expect(chart.bars[0]).toMatchObject({ x: 0.1, y: 0, width: 0.8 });
    expect(chart.bars[2]).toMatchObject({ x: 2.1, y: 75 });
  });

  it('measures clicks on their own scale', () => {
    const chart = barChart(days, 'clicks', 100);
    expect(chart).toMatchObject({ max: 2, total: 3 });
    expect(chart.bars.map((bar) => bar.height)).toEqual([100, 0, 50, 0]);
  });

  it('draws nothing, and has a width, when nothing was counted or there are no days yet', () => {
    expect(barChart([], 'impressions')).toMatchObject({ width: 1, bars: [], max: 0, total: 0 });
    expect(barChart(days.map((day) => ({ ...day, clicks: 0 })), 'clicks').bars.every((bar) => bar.height === 0)).toBe(true);
  });

  it('keeps every bar inside the drawing and in proportion to its day (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 182 }), (values) => {
        const chart = barChart(values.map((value, i) => ({ date: `d${i}`, impressions: value, clicks: 0 })), 'impressions', 100);
        expect(chart.total).toBe(values.reduce((a, b) => a + b, 0));
        for (const [i, bar] of chart.bars.entries()) {
          expect(bar.y + bar.height).toBeCloseTo(100);
          expect(bar.height).toBeGreaterThanOrEqual(0);
          expect(bar.height).toBeLessThanOrEqual(100);
          expect(bar.x).toBeGreaterThanOrEqual(i);
          expect(bar.x + bar.width).toBeLessThanOrEqual(i + 1);
          if (values[i]! > 0) expect(bar.height).toBeGreaterThan(0);
        }
      }),
    );
  });
});
