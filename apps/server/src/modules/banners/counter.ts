import { chicagoDay } from '../../lib/chicago-time.ts';
import type { BannersRepository, CountDelta } from './repository.ts';

/** Placements and days waiting to be written at most: odd ids sent by a script cannot grow it past this. */
const PENDING_MAX = 5_000;

/**
 * Counts the strip's views and clicks per banner and Chicago day, and nothing else: no address,
 * no cookie, no browser. Counts are kept in memory and added to the database every `flushMs`
 * (and on close) in one statement, so a view or a click costs the reader no write; placements
 * that are not banners (the newsroom's own ads) are dropped when written.
 */
export function createAdCounter(deps: { repo: Pick<BannersRepository, 'bannersOfPlacements' | 'addCounts'>; now?: () => Date; flushMs?: number; log?: (message: string, error: unknown) => void }) {
  const { repo, now = () => new Date(), flushMs = 5_000, log = () => undefined } = deps;
  let pending = new Map<string, { placementId: number; day: string; impressions: number; clicks: number }>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  function add(placementId: number, impressions: number, clicks: number): void {
    const day = chicagoDay(now());
    const key = `${placementId}|${day}`;
    const entry = pending.get(key);
    if (entry) {
      entry.impressions += impressions;
      entry.clicks += clicks;
    } else if (pending.size < PENDING_MAX) {
      pending.set(key, { placementId, day, impressions, clicks });
    }
  }

  async function write(batch: typeof pending): Promise<void> {
    if (batch.size === 0) return;
    const entries = [...batch.values()];
    const bannerOf = await repo.bannersOfPlacements([...new Set(entries.map((e) => e.placementId))]);
    const deltas = new Map<string, CountDelta>();
    for (const entry of entries) {
      const bannerId = bannerOf.get(entry.placementId);
      if (bannerId === undefined) continue;
      const key = `${bannerId}|${entry.day}`;
      const delta = deltas.get(key) ?? { bannerId, day: entry.day, impressions: 0, clicks: 0 };
      delta.impressions += entry.impressions;
      delta.clicks += entry.clicks;
      deltas.set(key, delta);
    }
    await repo.addCounts([...deltas.values()]);
  }

  /** Writes what was counted so far (one write at a time; a failed write is logged and its counts lost). */
  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    writing = writing.then(() => write(batch)).catch((error: unknown) => log('writing the banners’ counts failed', error));
    return writing;
  }

  return {
    /** The reader's browser showed these placements (each once per report). */
    viewed(placementIds: readonly number[]): void {
      for (const id of new Set(placementIds)) add(id, 1, 0);
    },
    clicked(placementId: number): void {
      add(placementId, 0, 1);
    },
    flush,
    start(): void {
      timer ??= setInterval(() => void flush(), flushMs).unref();
    },
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await flush();
    },
  };
}

export type AdCounter = ReturnType<typeof createAdCounter>;
