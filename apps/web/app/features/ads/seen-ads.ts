import { adViewsSchema } from '@gazeta/contract';

/** How long the strip waits after an ad came into view before it reports the ads seen meanwhile, in one request. */
export const SEEN_REPORT_DELAY_MS = 1000;
/** The ads one report may name (the API's limit). */
export const SEEN_REPORT_MAX = 100;
/** The share of an ad that must be on screen for it to count as seen. */
export const SEEN_THRESHOLD = 0.5;

export interface SeenBatch {
  /** An ad came into view: reported once per page view, with the others seen within the delay. */
  seen(id: number): void;
  /** Reports what is waiting now (the page is changing). */
  flush(): void;
  /** Forgets what is waiting, unreported. */
  cancel(): void;
}

/**
 * Batches the ads seen on one page view: each id at most once (`reported` is the page view's
 * record, kept by the caller across changes of the strip), all seen within `delayMs` of the last
 * one in one report of at most SEEN_REPORT_MAX ids.
 */
export function createSeenBatch(reported: Set<number>, send: (ids: number[]) => void, delayMs = SEEN_REPORT_DELAY_MS): SeenBatch {
  const waiting = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const flush = () => {
    stop();
    while (waiting.size > 0) {
      const ids = [...waiting].slice(0, SEEN_REPORT_MAX);
      for (const id of ids) {
        waiting.delete(id);
        reported.add(id);
      }
      send(ids);
    }
  };
  return {
    seen(id) {
      if (!Number.isInteger(id) || id < 1 || reported.has(id) || waiting.has(id)) return;
      waiting.add(id);
      stop();
      timer = setTimeout(flush, delayMs);
    },
    flush,
    cancel() {
      stop();
      waiting.clear();
    },
  };
}

/** The ids a report names (the strip's form fields `id`), as the API takes them, or null when they are not a report. */
export function adIdsFrom(values: readonly unknown[]): number[] | null {
  const ids = [...new Set(values.map((value) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN)))];
  const parsed = adViewsSchema.safeParse({ ids });
  return parsed.success ? parsed.data.ids : null;
}
