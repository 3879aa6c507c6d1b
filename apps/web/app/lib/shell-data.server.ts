/**
 * The shell's data (categories, visitor counts, the ads strip) is the same on every page of
 * a language. A render thread keeps what it read for a few seconds, and only while what the
 * shell shows has not changed (the render context's shellVersion), so a page asks the API for
 * its own data alone. The API's services keep these for longer still; this saves the trip.
 */
const KEEP_MS = 5_000;

interface Kept {
  version: number;
  expires: number;
  value: Promise<unknown>;
}

export function createShellKeeper(now: () => number = Date.now) {
  const kept = new Map<string, Kept>();
  /** `read`'s answer for `key` under `version`; a failure is never kept. */
  return function keep<T>(key: string, version: number, read: () => Promise<T>): Promise<T> {
    const hit = kept.get(key);
    if (hit && hit.version === version && hit.expires > now()) return hit.value as Promise<T>;
    const value = read();
    kept.set(key, { version, expires: now() + KEEP_MS, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}

export const keepForShell = createShellKeeper();
