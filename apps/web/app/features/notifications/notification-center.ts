import { NOTIFICATION_POLL_MS, type Notification } from '@gazeta/contract';
import type { ReadApi } from '../../lib/api-client.ts';
import { getNotifications } from './api/get-notifications.ts';

export interface NotificationsState {
  items: readonly Notification[];
  unread: number;
  /** The first answer has come. */
  loaded: boolean;
}

export interface NotificationCenterOptions {
  api: ReadApi;
  /** Spec §9: 60 s. */
  intervalMs?: number;
  /** Whose visibility pauses the polling (the page's document). */
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  now?: () => number;
}

type Listener = () => void;

export const EMPTY_NOTIFICATIONS: NotificationsState = { items: [], unread: 0, loaded: false };

/**
 * A signed-in reader's notifications (spec §4): fetched at once, then every 60 s while the tab
 * is visible. A hidden tab does not poll; when it shows again it polls at once if a poll is due,
 * else when it falls due. Reading one (or all) is a form of the notifications page's action
 * (use-read-notifications.ts): the list takes the server's answer. Failures are only logged
 * (spec §8): nothing is shown.
 */
export function createNotificationCenter({ api, intervalMs = NOTIFICATION_POLL_MS, doc, now = Date.now }: NotificationCenterOptions) {
  let state = EMPTY_NOTIFICATIONS;
  const listeners = new Set<Listener>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastPoll = Number.NEGATIVE_INFINITY;
  let running = 0;
  let inFlight: Promise<void> | null = null;
  const page = () => doc ?? (typeof document === 'undefined' ? undefined : document);
  const hidden = () => page()?.visibilityState === 'hidden';

  const set = (next: NotificationsState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function refresh(): Promise<void> {
    if (inFlight) return inFlight;
    lastPoll = now();
    inFlight = (async () => {
      try {
        const response = await getNotifications(api);
        set({ items: response.data.data, unread: response.unread, loaded: true });
      } catch (error) {
        console.error('Failed to fetch notifications', error);
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (running === 0 || hidden()) return;
    timer = setTimeout(() => void refresh().then(schedule), Math.max(0, lastPoll + intervalMs - now()));
  }

  const onVisibility = () => schedule();

  return {
    getSnapshot: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    refresh,
    /** Starts polling (a poll is due at once the first time); the returned function stops it. */
    start(): () => void {
      running += 1;
      if (running === 1) page()?.addEventListener('visibilitychange', onVisibility);
      schedule();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        running -= 1;
        if (running > 0) return;
        clearTimeout(timer);
        timer = undefined;
        page()?.removeEventListener('visibilitychange', onVisibility);
      };
    },
    /** One was read, as the server answered (its read_at). */
    applyRead(id: number, readAt: string): void {
      const target = state.items.find((item) => item.id === id);
      const wasUnread = Boolean(target && !target.read_at);
      set({
        ...state,
        items: state.items.map((item) => (item.id === id ? { ...item, read_at: item.read_at ?? readAt } : item)),
        unread: wasUnread ? Math.max(0, state.unread - 1) : state.unread,
      });
    },
    /** All were read, as the server answered. */
    applyAllRead(readAt: string): void {
      set({ ...state, items: state.items.map((item) => (item.read_at ? item : { ...item, read_at: readAt })), unread: 0 });
    },
  };
}

export type NotificationCenter = ReturnType<typeof createNotificationCenter>;
