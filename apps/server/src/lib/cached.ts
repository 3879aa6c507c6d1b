import { LRUCache } from 'lru-cache';

/** Something that happened (published content changed) that caches must forget on. */
export interface ChangeSignal {
  subscribe(listener: () => void): () => void;
  emit(): void;
  /** How many times it has fired: what was read under one version is stale under the next. */
  readonly version: number;
}

export function changeSignal(): ChangeSignal {
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: () => {
      version++;
      listeners.forEach((listener) => listener());
    },
    get version() {
      return version;
    },
  };
}

export type Cached<K, V> = ((key: K) => Promise<V>) & { clear(): void };

/**
 * Memoizes an async read per key for `ttlMs`, forgotten at once when `signal` fires. At most
 * `maxEntries` keys are kept (least recently used go first), so odd keys cannot grow it.
 * Concurrent callers share one promise; a failure is never kept.
 */
export function cachedAsync<K, V>(
  read: (key: K) => PromiseLike<V>,
  options: { ttlMs: number; maxEntries?: number; signal?: ChangeSignal; now?: () => number },
): Cached<K, V> {
  const { ttlMs, maxEntries = 1000, signal, now = Date.now } = options;
  const entries = new LRUCache<K & {}, { value: Promise<V>; expires: number }>({ max: maxEntries });
  const cached = ((key: K) => {
    const hit = entries.get(key as K & {});
    if (hit && hit.expires > now()) return hit.value;
    // A lazy thenable (a Drizzle query runs on every `then`) is settled once and kept as a promise.
    const value = Promise.resolve(read(key));
    entries.set(key as K & {}, { value, expires: now() + ttlMs });
    value.catch(() => {
      if (entries.get(key as K & {})?.value === value) entries.delete(key as K & {});
    });
    return value;
  }) as Cached<K, V>;
  cached.clear = () => entries.clear();
  signal?.subscribe(cached.clear);
  return cached;
}
