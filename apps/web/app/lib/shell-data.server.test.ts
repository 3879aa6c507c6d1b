import { describe, expect, it, vi } from 'vitest';
import { createShellKeeper } from './shell-data.server.ts';

describe('createShellKeeper', () => {
  it('reads once per key and content version within five seconds', async () => {
    let clock = 0;
    const keep = createShellKeeper(() => clock);
    const read = vi.fn(async () => `read at ${clock}`);
    expect(await keep('categories:ru', 1, read)).toBe('read at 0');
    clock = 4_999;
    expect(await keep('categories:ru', 1, read)).toBe('read at 0');
    expect(await keep('categories:en', 1, read)).toBe('read at 4999');
    clock = 5_000;
    expect(await keep('categories:ru', 1, read)).toBe('read at 5000');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('reads again at once when published content changes (a new version)', async () => {
    const keep = createShellKeeper(() => 0);
    let categories = ['news'];
    const read = async () => categories;
    expect(await keep('categories:ru', 1, read)).toEqual(['news']);
    categories = ['news', 'sport'];
    expect(await keep('categories:ru', 1, read)).toEqual(['news']);
    expect(await keep('categories:ru', 2, read)).toEqual(['news', 'sport']);
  });

  it('keeps no failure: the next page asks again', async () => {
    const keep = createShellKeeper(() => 0);
    await expect(keep('ads:ru', 1, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await keep('ads:ru', 1, async () => ['ad'])).toEqual(['ad']);
  });
});
