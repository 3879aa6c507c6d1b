import { LRUCache } from 'lru-cache';

/**
 * The one cache model (decision 014). What a cache keeps is labelled with tags naming what it
 * shows (`article:60`, `category:chicago`, `articles`, `feed`, `feed-post:7`, `ads`,
 * `taxonomy`, `print-schedule`); a write invalidates the tags of what it changed, and only
 * entries carrying one of them are dropped. Service caches and the page cache listen to the
 * same tags.
 */
export interface CacheTags {
  invalidate(tags: Iterable<string>): void;
  /** `listener` hears each invalidation; returns the unsubscribe. */
  subscribe(listener: (tags: ReadonlySet<string>) => void): () => void;
  /** How many times any of `tags` has been invalidated: data read under one version is stale under the next. */
  versionOf(tags: readonly string[]): number;
  /** Counts invalidations: taken before a slow read (a page render) to ask `touchedSince` after it. */
  readonly generation: number;
  /** Whether any of `tags` was invalidated after `generation` (true when that is too long ago to tell). */
  touchedSince(generation: number, tags: readonly string[]): boolean;
}

/** Invalidations remembered for touchedSince: far more than can happen during one render. */
const HISTORY = 256;

export function createCacheTags(): CacheTags {
  const listeners = new Set<(tags: ReadonlySet<string>) => void>();
  const versions = new Map<string, number>();
  const history: ReadonlySet<string>[] = [];
  let generation = 0;
  return {
    invalidate(tags) {
      const set = new Set(tags);
      if (set.size === 0) return;
      for (const tag of set) versions.set(tag, (versions.get(tag) ?? 0) + 1);
      generation++;
      history.push(set);
      if (history.length > HISTORY) history.shift();
      listeners.forEach((listener) => listener(set));
    },
    get generation() {
      return generation;
    },
    touchedSince(since, tags) {
      const missed = generation - since;
      if (missed === 0) return false;
      if (missed > history.length) return true;
      return history.slice(-missed).some((set) => tags.some((tag) => set.has(tag)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    versionOf: (tags) => tags.reduce((sum, tag) => sum + (versions.get(tag) ?? 0), 0),
  };
}

/** A key → tags index beside a cache: which keys an invalidation reaches. */
export function tagIndex<K>() {
  const keysByTag = new Map<string, Set<K>>();
  const tagsByKey = new Map<K, readonly string[]>();
  const forget = (key: K) => {
    for (const tag of tagsByKey.get(key) ?? []) {
      const keys = keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(tag);
    }
    tagsByKey.delete(key);
  };
  return {
    set(key: K, tags: readonly string[]): void {
      forget(key);
      tagsByKey.set(key, tags);
      for (const tag of tags) {
        let keys = keysByTag.get(tag);
        if (!keys) keysByTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    forget,
    /** The keys carrying any of `tags`, forgotten here. */
    take(tags: ReadonlySet<string>): K[] {
      const hit = new Set<K>();
      for (const tag of tags) for (const key of keysByTag.get(tag) ?? []) hit.add(key);
      hit.forEach(forget);
      return [...hit];
    },
    clear(): void {
      keysByTag.clear();
      tagsByKey.clear();
    },
  };
}

export type Cached<K, V> = ((key: K) => Promise<V>) & { clear(): void };

export interface CachedOptions<K, V> {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
  /** The tags an entry shows (from its key, and its value once read), and where they are invalidated. */
  tags?: { bus: CacheTags; of: (key: K, value: V) => readonly string[] };
}

/**
 * Memoizes an async read per key for `ttlMs`; an entry is dropped at once when one of its tags
 * is invalidated. At most `maxEntries` keys are kept (least recently used go first), so odd
 * keys cannot grow it. Concurrent callers share one promise; a failure is never kept.
 */
export function cachedAsync<K, V>(read: (key: K) => PromiseLike<V>, options: CachedOptions<K, V>): Cached<K, V> {
  const { ttlMs, maxEntries = 1000, now = Date.now, tags } = options;
  type Key = K & {};
  const index = tagIndex<Key>();
  // Entries still being read: their tags are not known yet, so any invalidation drops them.
  const reading = new Set<Key>();
  const entries = new LRUCache<Key, { value: Promise<V>; expires: number }>({
    max: maxEntries,
    dispose: (_entry, key, reason) => {
      if (reason === 'set') return;
      index.forget(key);
      reading.delete(key);
    },
  });
  const cached = ((key: K) => {
    const k = key as Key;
    const hit = entries.get(k);
    if (hit && hit.expires > now()) return hit.value;
    // A lazy thenable (a Drizzle query runs on every `then`) is settled once and kept as a promise.
    const value = Promise.resolve(read(key));
    entries.set(k, { value, expires: now() + ttlMs });
    if (tags) reading.add(k);
    const current = () => entries.get(k)?.value === value;
    value.then(
      (v) => {
        if (!tags || !current()) return;
        reading.delete(k);
        index.set(k, tags.of(key, v));
      },
      () => {
        if (!current()) return;
        reading.delete(k);
        entries.delete(k);
      },
    );
    return value;
  }) as Cached<K, V>;
  tags?.bus.subscribe((invalidated) => {
    for (const key of [...index.take(invalidated), ...reading]) entries.delete(key);
    reading.clear();
  });
  cached.clear = () => {
    entries.clear();
    index.clear();
    reading.clear();
  };
  return cached;
}

/** The tags of the site's content: one spelling for services, routes and the page cache. */
export const TAGS = {
  /** Every list of articles across categories (home, the all-articles list, search). */
  articles: 'articles',
  article: (id: number) => `article:${id}`,
  category: (slug: string) => `category:${slug}`,
  /** The feed's lists and its sidebar. */
  feed: 'feed',
  feedPost: (id: number) => `feed-post:${id}`,
  ads: 'ads',
  taxonomy: 'taxonomy',
  /** The print editions and their issues to come. */
  printSchedule: 'print-schedule',
  /** Every list of private ads: the catalogue, its sections and counts, ads in search. */
  classifieds: 'classifieds',
  classified: (id: number) => `classified:${id}`,
  /** Every list of businesses: the catalogue, its counts and map, businesses in search. */
  businesses: 'businesses',
  business: (id: number) => `business:${id}`,
  /** Every list of events: the catalogue, the month view, the facets, the calendar feeds. */
  events: 'events',
  event: (id: number) => `event:${id}`,
  /** The archive of printed issues: its pages, an issue's page, archive results in search (decision 060). */
  archive: 'archive',
  /** The rate table: the rates pop-up on every page, the forms' live prices (decision 048). */
  rates: 'rates',
} as const;

/** The header an API answer names its tags in; the page host collects them for the page cache. */
export const CACHE_TAGS_HEADER = 'x-cache-tags';

/** Labels an answer with the tags of what it shows (added to any it has). */
export function tagAnswer(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }, tags: readonly string[]): void {
  const had = reply.getHeader(CACHE_TAGS_HEADER);
  const all = new Set([...(typeof had === 'string' && had ? had.split(' ') : []), ...tags]);
  reply.header(CACHE_TAGS_HEADER, [...all].join(' '));
}

/** The tags an answer names. */
export const tagsOfAnswer = (header: unknown): string[] => (typeof header === 'string' && header ? header.split(' ') : []);

/**
 * An answer shaped for its caller (an owner's own item, staff's view, a member's own likes) is
 * theirs alone: no shared cache may keep it, and the browser need not either.
 */
export function keepPrivate(reply: { header(name: string, value: string): unknown }, when: boolean): void {
  if (when) reply.header('cache-control', 'private, no-store');
}
