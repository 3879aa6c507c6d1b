import { describe, expect, it, vi } from 'vitest';
import { cachedAsync, createCacheTags, TAGS } from './cache.ts';

describe('cachedAsync', () => {
  it('reads once per key within the ttl and again after it', async () => {
    let clock = 0;
    const read = vi.fn(async (key: string) => `${key}:${clock}`);
    const cached = cachedAsync(read, { ttlMs: 100, now: () => clock });
    expect(await cached('a')).toBe('a:0');
    clock = 99;
    expect(await cached('a')).toBe('a:0');
    expect(await cached('b')).toBe('b:99');
    clock = 100;
    expect(await cached('a')).toBe('a:100');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shares one read between concurrent callers', async () => {
    const read = vi.fn(async () => 1);
    const cached = cachedAsync(read, { ttlMs: 1000 });
    await Promise.all([cached('k'), cached('k'), cached('k')]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy query once: a Drizzle query builder executes on every then()', async () => {
    let executions = 0;
    const query = (): PromiseLike<string[]> => ({
      then(onFulfilled, onRejected) {
        executions++;
        return Promise.resolve(['row']).then(onFulfilled, onRejected);
      },
    });
    const cached = cachedAsync(query, { ttlMs: 60_000 });
    for (let i = 0; i < 5; i++) expect(await cached('all')).toEqual(['row']);
    expect(executions).toBe(1);
  });

  it('drops exactly the entries whose tags are invalidated', async () => {
    const bus = createCacheTags();
    let version = 1;
    const cached = cachedAsync(async (id: number) => `${id}:${version}`, { ttlMs: 60_000, tags: { bus, of: (id) => [TAGS.article(id), TAGS.articles] } });
    expect(await cached(1)).toBe('1:1');
    expect(await cached(2)).toBe('2:1');
    version = 2;
    bus.invalidate([TAGS.article(1), TAGS.feed]);
    expect(await cached(1)).toBe('1:2');
    expect(await cached(2)).toBe('2:1');
    version = 3;
    bus.invalidate([TAGS.articles]);
    expect(await cached(1)).toBe('1:3');
    expect(await cached(2)).toBe('2:3');
  });

  it('tags an entry by its value once read, and drops one still being read on any invalidation', async () => {
    const bus = createCacheTags();
    let release = () => {};
    let reads = 0;
    const cached = cachedAsync(
      async (id: number) => {
        reads++;
        if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
        return { id, category: 'chicago', read: reads };
      },
      { ttlMs: 60_000, tags: { bus, of: (_id, value) => [TAGS.category(value.category)] } },
    );
    const first = cached(1);
    bus.invalidate([TAGS.feed]); // Its tags are not known yet: it may have read what changed.
    release();
    expect((await first).read).toBe(1);
    expect((await cached(1)).read).toBe(2);
    expect((await cached(1)).read).toBe(2);
    bus.invalidate([TAGS.category('world')]);
    expect((await cached(1)).read).toBe(2);
    bus.invalidate([TAGS.category('chicago')]);
    expect((await cached(1)).read).toBe(3);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const cached = cachedAsync(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    }, { ttlMs: 60_000 });
    await expect(cached('k')).rejects.toThrow('down');
    fail = false;
    expect(await cached('k')).toBe('ok');
  });
});

describe('cache tags', () => {
  it('tell whether any of some tags was invalidated since a generation', () => {
    const bus = createCacheTags();
    const start = bus.generation;
    expect(bus.touchedSince(start, [TAGS.feed])).toBe(false);
    bus.invalidate([TAGS.article(1)]);
    expect(bus.touchedSince(start, [TAGS.feed, TAGS.taxonomy])).toBe(false);
    expect(bus.touchedSince(start, [TAGS.feed, TAGS.article(1)])).toBe(true);
    const later = bus.generation;
    bus.invalidate([]);
    expect(bus.generation).toBe(later);
    for (let i = 0; i < 300; i++) bus.invalidate([TAGS.article(2)]);
    // Too long ago to tell: assumed touched.
    expect(bus.touchedSince(start, [TAGS.feed])).toBe(true);
    expect(bus.touchedSince(bus.generation - 1, [TAGS.feed])).toBe(false);
  });

  it('count the invalidations of some tags as their version', () => {
    const bus = createCacheTags();
    bus.invalidate([TAGS.ads, TAGS.feed]);
    bus.invalidate([TAGS.taxonomy]);
    bus.invalidate([TAGS.articles]);
    expect(bus.versionOf([TAGS.taxonomy, TAGS.ads])).toBe(2);
  });
});
