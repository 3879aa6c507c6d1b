import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX, TOAST_TIMEOUT_MS } from '@gazeta/contract';
import { createToastStore } from './toast.ts';

describe('toasts (spec §9: 3000 ms default, 5000 ms timeout, at most 20)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses info and success toasts after the default 3000 ms', () => {
    const store = createToastStore();
    store.show({ message: 'saved', status: 'success' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps errors for the 5000 ms timeout, and honours an explicit duration', () => {
    const store = createToastStore();
    store.show({ message: 'failed', status: 'error' });
    store.show({ message: 'long', duration: 10_000 });
    vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['failed', 'long']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['long']);
  });

  it('shows at most 20 at once, dropping the oldest', () => {
    const store = createToastStore();
    for (let i = 0; i < TOAST_MAX + 5; i++) store.show({ message: `t${i}` });
    const shown = store.getSnapshot();
    expect(shown).toHaveLength(TOAST_MAX);
    expect(shown[0]!.message).toBe('t5');
  });

  it('notifies subscribers and can be dismissed early', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show({ message: 'x' });
    store.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
