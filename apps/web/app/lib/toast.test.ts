import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX, TOAST_TIMEOUT_MS } from '@gazeta/contract';
import { createToastStore, TOAST_VISIBLE_PHONE, TOAST_VISIBLE_WIDE } from './toast.ts';

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

  it('holds at most 20, dropping the oldest', () => {
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

describe('toasts on a phone (issue #13: at most 3 at once, the rest wait)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows three and lets the others wait; a waiting toast gets its full time once shown', () => {
    const store = createToastStore({ visible: TOAST_VISIBLE_PHONE });
    for (let i = 0; i < 5; i++) store.show({ message: `t${i}` });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['t0', 't1', 't2']);
    expect(store.waiting()).toBe(2);

    store.dismiss(store.getSnapshot()[0]!.id);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['t1', 't2', 't3']);
    // t1 and t2 have run 0 ms so far, like t3: all three go after 3000 ms.
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['t1', 't2', 't3']);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['t4']);
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('still holds at most 20 in all (spec §9), dropping the oldest', () => {
    const store = createToastStore({ visible: TOAST_VISIBLE_PHONE });
    for (let i = 0; i < TOAST_MAX + 5; i++) store.show({ message: `t${i}` });
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['t5', 't6', 't7']);
    expect(store.waiting()).toBe(TOAST_MAX - TOAST_VISIBLE_PHONE);
  });

  it('a narrower screen hides the extra ones until their turn', () => {
    const store = createToastStore({ visible: TOAST_VISIBLE_WIDE });
    for (let i = 0; i < 5; i++) store.show({ message: `t${i}` });
    store.setVisibleLimit(TOAST_VISIBLE_PHONE);
    expect(store.getSnapshot()).toHaveLength(3);
    store.setVisibleLimit(TOAST_VISIBLE_WIDE);
    expect(store.getSnapshot()).toHaveLength(5);
  });
});

describe('stale toasts (issue #13)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sending a form again dismisses the errors, shown or waiting, and keeps the rest', () => {
    const store = createToastStore({ visible: 2 });
    store.show({ message: 'title is empty', status: 'error' });
    store.show({ message: 'saved', status: 'success' });
    store.show({ message: 'tag is missing', status: 'error' });
    store.dismissErrors();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['saved']);
    expect(store.waiting()).toBe(0);
  });

  it('a page change drops the toasts of the page left, and keeps those that answer the way there', () => {
    const store = createToastStore();
    store.show({ message: 'code sent' });
    store.leavingPage();
    store.show({ message: 'signed in', status: 'success' });
    store.pageChanged();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['signed in']);
  });

  it('a page change that nobody asked for (a redirect after saving) keeps what was shown', () => {
    const store = createToastStore();
    store.show({ message: 'post saved', status: 'success' });
    store.pageChanged();
    expect(store.getSnapshot().map((t) => t.message)).toEqual(['post saved']);
  });
});
