import { describe, expect, it, vi } from 'vitest';
import { cachedAsync, changeSignal } from './cached.ts';

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

  it('forgets everything when the signal fires', async () => {
    const signal = changeSignal();
    let version = 1;
    const cached = cachedAsync(async () => version, { ttlMs: 60_000, signal });
    expect(await cached('k')).toBe(1);
    version = 2;
    expect(await cached('k')).toBe(1);
    signal.emit();
    expect(await cached('k')).toBe(2);
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
