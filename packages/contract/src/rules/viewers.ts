/** Offsets added to the real visitor counts in the footer (spec §9). */
export const VIEWER_OFFSETS = { today: 75, week: 500, month: 1000 } as const;

export interface ViewerCounts {
  today: number;
  week: number;
  month: number;
}

export type ViewerPeriod = keyof ViewerCounts;

/**
 * What the footer shows: each count plus its offset, and only the periods whose
 * count is truthy (a missing or zero count hides that line).
 */
export function displayedViewerCounts(
  counts: Partial<ViewerCounts> | null | undefined,
): { period: ViewerPeriod; value: number }[] {
  if (!counts) return [];
  const periods: ViewerPeriod[] = ['today', 'week', 'month'];
  return periods
    .filter((period) => Boolean(counts[period]))
    .map((period) => ({ period, value: (counts[period] ?? 0) + VIEWER_OFFSETS[period] }));
}
