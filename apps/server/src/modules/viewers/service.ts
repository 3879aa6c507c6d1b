import type { ViewerCounts } from '@gazeta/contract';
import { cachedAsync } from '../../lib/cache.ts';
import { addDays, chicagoDay } from '../../lib/chicago-time.ts';
import type { CountingKeys } from '../../lib/reader-key.ts';
import type { ViewersRepository } from './repository.ts';

/** The footer shows these on every page; a few seconds' lag is fine. */
const COUNTS_TTL_MS = 15_000;

export function createViewersService(deps: { repo: ViewersRepository; now?: () => Date }) {
  const { repo, now = () => new Date() } = deps;
  const countsFor = cachedAsync(
    (today: string) => repo.visitorTotals(today, { day: addDays(today, -1), week: addDays(today, -7), month: addDays(today, -30) }),
    { ttlMs: COUNTS_TTL_MS },
  );
  return {
    /** Distinct browsers today, over the last 7 days and over the last 30 days (Chicago days). */
    counts: (): Promise<ViewerCounts> => countsFor(chicagoDay(now())),

    /** Counts a browser's visit once per day, however often it reports. */
    async record(readerKeys: (day: string) => CountingKeys): Promise<boolean> {
      const day = chicagoDay(now());
      const counted = await repo.recordVisit(readerKeys(day), day);
      // A new visitor is news for the counters; repeat visits are not.
      if (counted) countsFor.clear();
      return counted;
    },

    /** Visits older than yesterday are only needed as totals. */
    prune: () => repo.pruneVisitsBefore(addDays(chicagoDay(now()), -1)),
  };
}

export type ViewersService = ReturnType<typeof createViewersService>;
