import { beforeEach, describe, expect, it } from 'vitest';
import { getStored, removeStored, setStored, sweepExpired } from './storage.ts';

describe('storage with expiry (spec §4: stored values with an expiry are removed once expired)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a value without expiry', () => {
    setStored('flag', true);
    expect(getStored('flag', Date.now() + 10 * 365 * 86_400_000)).toBe(true);
  });

  it('returns a value until it expires, then removes it', () => {
    setStored('viewedDate', 123, 1000, 5000);
    expect(getStored('viewedDate', 5999)).toBe(123);
    expect(getStored('viewedDate', 6000)).toBeUndefined();
    expect(localStorage.getItem('gazeta:viewedDate')).toBeNull();
  });

  it('sweeps every expired value at start and keeps the rest', () => {
    setStored('old', 1, 10, 0);
    setStored('fresh', 2, 10_000, 0);
    setStored('forever', 3);
    localStorage.setItem('unrelated', 'kept');
    sweepExpired(100);
    expect(localStorage.getItem('gazeta:old')).toBeNull();
    expect(getStored('fresh', 100)).toBe(2);
    expect(getStored('forever', 100)).toBe(3);
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it('drops a value it cannot read', () => {
    localStorage.setItem('gazeta:broken', '{not json');
    expect(getStored('broken')).toBeUndefined();
    expect(localStorage.getItem('gazeta:broken')).toBeNull();
    removeStored('broken');
  });
});
