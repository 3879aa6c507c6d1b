import type { BannerStats } from '@gazeta/contract';

export type StatsMeasure = 'impressions' | 'clicks';

export interface ChartBar {
  date: string;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BarChart {
  /** The drawing's own units (its viewBox): as wide as there are days, `height` tall. */
  width: number;
  height: number;
  bars: ChartBar[];
  /** The highest day (the top of the scale; 0 when nothing was counted). */
  max: number;
  total: number;
}

/** Each bar takes one unit of width, of which this much is the gap beside it. */
const GAP = 0.2;
/** A day with a count is never drawn flatter than this (a zero day is not drawn). */
const MIN_VISIBLE = 0.02;

/**
 * One measure (views or clicks) of a banner's days as bars in a `days × height` drawing: the
 * tallest day reaches the top, a day with nothing counted has no bar. Pure, so the chart and its
 * table always say the same.
 */
export function barChart(days: BannerStats['days'], measure: StatsMeasure, height = 100): BarChart {
  const values = days.map((day) => Math.max(0, day[measure]));
  const max = values.reduce((a, b) => Math.max(a, b), 0);
  const total = values.reduce((a, b) => a + b, 0);
  const bars = days.map((day, i) => {
    const value = values[i]!;
    const barHeight = max === 0 || value === 0 ? 0 : Math.max((value / max) * height, MIN_VISIBLE * height);
    return { date: day.date, value, x: i + GAP / 2, y: height - barHeight, width: 1 - GAP, height: barHeight };
  });
  return { width: Math.max(days.length, 1), height, bars, max, total };
}
