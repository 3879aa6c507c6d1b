import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_POLL_MS, type Notification, type NotificationsResponse } from '@gazeta/contract';
import { expectConsoleError } from '../../../../../test/console-errors.ts';
import type { ReadApi } from '../../lib/api-client.ts';
import { createNotificationCenter } from './notification-center.ts';

const notification = (id: number, read_at: string | null = null): Notification => ({
  id,
  type: 'ForumComment',
  icon: 'comment',
  read_at,
  created_at: '2026-11-20T10:00:00Z',
  data: { content_preview: 'Hi', post_id: 3, post_title: 'Post', rejection_reason: null, order_id: null, amount_cents: null },
});

const response = (items: Notification[]): NotificationsResponse => ({
  data: { data: items, current_page: 1, last_page: 1, per_page: 20, total: items.length },
  unread: items.filter((item) => !item.read_at).length,
});

/** A page whose visibility the test sets. */
function fakeDocument() {
  const target = new EventTarget();
  let state: DocumentVisibilityState = 'visible';
  return {
    get visibilityState() {
      return state;
    },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    set(next: DocumentVisibilityState) {
      state = next;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

function fakeApi(items: Notification[] = [notification(1), notification(2)]) {
  const api = {
    get: vi.fn(async (_path: string) => response(items)),
    post: vi.fn(),
  };
  return api;
}

const polls = (api: ReturnType<typeof fakeApi>) => api.get.mock.calls.filter(([path]) => path.startsWith('/api/forum/notifications')).length;

describe('the notification center (spec §4, §9: polled every 60 s)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = (api = fakeApi()) => {
    const doc = fakeDocument();
    const center = createNotificationCenter({ api: api as unknown as ReadApi, doc, now: () => Date.now() });
    return { api, doc, center };
  };

  it('fetches at once, then every 60 s', async () => {
    const { api, center } = setup();
    const stop = center.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(api)).toBe(1);
    expect(api.get).toHaveBeenCalledWith('/api/forum/notifications?page=1');
    expect(center.getSnapshot()).toMatchObject({ unread: 2, loaded: true });
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 1);
    expect(polls(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls(api)).toBe(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    expect(polls(api)).toBe(5);
    stop();
  });

  it('does not poll while the tab is hidden, and polls once at once when it shows again after a poll fell due', async () => {
    const { api, doc, center } = setup();
    const stop = center.start();
    await vi.advanceTimersByTimeAsync(0);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 5);
    expect(polls(api)).toBe(1);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(api)).toBe(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(polls(api)).toBe(3);
    stop();
  });

  it('waits out the rest of the minute when the tab shows again before a poll is due', async () => {
    const { api, doc, center } = setup();
    const stop = center.start();
    await vi.advanceTimersByTimeAsync(0);
    doc.set('hidden');
    await vi.advanceTimersByTimeAsync(20_000);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS - 20_000);
    expect(polls(api)).toBe(2);
    stop();
  });

  it('does not start while the tab is hidden', async () => {
    const { api, doc, center } = setup();
    doc.set('hidden');
    const stop = center.start();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 2);
    expect(polls(api)).toBe(0);
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(polls(api)).toBe(1);
    stop();
  });

  it('stops polling when stopped, and no longer listens to the tab', async () => {
    const { api, doc, center } = setup();
    const stop = center.start();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);
    doc.set('hidden');
    doc.set('visible');
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(polls(api)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes a read notification from the server\'s answer, counting it once', async () => {
    const { api, center } = setup();
    await center.refresh();
    center.applyRead(1, '2026-11-22T12:30:00Z');
    expect(center.getSnapshot().items[0]!.read_at).toBe('2026-11-22T12:30:00Z');
    expect(center.getSnapshot().unread).toBe(1);
    center.applyRead(1, '2026-11-22T12:40:00Z');
    expect(center.getSnapshot().items[0]!.read_at).toBe('2026-11-22T12:30:00Z');
    expect(center.getSnapshot().unread).toBe(1);
    // Reading is the notifications page's action (a form): the center itself never writes.
    expect(api.post).not.toHaveBeenCalled();
  });

  it('takes all read from the server\'s answer', async () => {
    const { center } = setup();
    await center.refresh();
    center.applyAllRead('2026-11-22T12:00:00Z');
    expect(center.getSnapshot().items.every((item) => item.read_at === '2026-11-22T12:00:00Z')).toBe(true);
    expect(center.getSnapshot().unread).toBe(0);
  });

  it('only logs a failed poll (spec §8), changing nothing', async () => {
    expectConsoleError(/^Failed to fetch notifications /);
    const api = fakeApi();
    const { center } = setup(api);
    await center.refresh();
    const before = center.getSnapshot();
    api.get.mockRejectedValueOnce(new Error('offline'));
    await center.refresh();
    expect(center.getSnapshot()).toBe(before);
  });

  it('keeps polling after a failed poll', async () => {
    expectConsoleError(/^Failed to fetch notifications Error: offline/);
    const api = fakeApi();
    api.get.mockRejectedValueOnce(new Error('offline'));
    const { center } = setup(api);
    const stop = center.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(center.getSnapshot().loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);
    expect(center.getSnapshot().loaded).toBe(true);
    stop();
  });

  it('tells subscribers about changes', async () => {
    const { center } = setup();
    const listener = vi.fn();
    const unsubscribe = center.subscribe(listener);
    await center.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    await center.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
