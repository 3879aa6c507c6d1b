import { TOAST_DEFAULT_DURATION_MS, TOAST_MAX, TOAST_TIMEOUT_MS } from '@gazeta/contract';

export type ToastStatus = 'info' | 'success' | 'error';

/** Spec §3: message, status, duration (3000 ms by default). */
export interface Toast {
  id: number;
  message: string;
  status: ToastStatus;
  duration: number;
}

type Listener = () => void;

/** How many toasts a phone shows at once; the others wait their turn (issue #13). */
export const TOAST_VISIBLE_PHONE = 3;
/** How many a wider screen shows at once. */
export const TOAST_VISIBLE_WIDE = 5;

/**
 * The toast queue. It holds at most TOAST_MAX (spec §9; the oldest goes first) and shows the
 * first `visible` of them: the rest wait, and a waiting toast's time starts when it shows.
 * Info and success toasts last the default 3 s; errors stay for the 5 s toast timeout, since
 * they must be read.
 */
export function createToastStore({ visible = TOAST_MAX }: { visible?: number } = {}) {
  let queue: readonly Toast[] = [];
  let shown: readonly Toast[] = [];
  let limit = visible;
  let nextId = 1;
  /** Toasts up to this id belong to the page the reader is leaving (see `leavingPage`). */
  let leftBelow = 0;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();

  /** Shows the first `limit` of the queue, starting the clock of each one that just appeared. */
  function sync() {
    const next = queue.slice(0, limit);
    for (const [id, timer] of timers) {
      if (!next.some((t) => t.id === id)) {
        clearTimeout(timer);
        timers.delete(id);
      }
    }
    for (const toast of next) {
      if (!timers.has(toast.id)) timers.set(toast.id, setTimeout(() => dismiss(toast.id), toast.duration));
    }
    const changed = next.length !== shown.length || next.some((t, i) => t !== shown[i]);
    if (!changed) return;
    shown = next;
    listeners.forEach((l) => l());
  }

  function remove(keep: (toast: Toast) => boolean) {
    const before = queue.length;
    queue = queue.filter(keep);
    if (queue.length !== before) sync();
  }

  function dismiss(id: number) {
    remove((t) => t.id !== id);
  }

  function show(input: { message: string; status?: ToastStatus; duration?: number }): number {
    const status = input.status ?? 'info';
    const duration = input.duration ?? (status === 'error' ? TOAST_TIMEOUT_MS : TOAST_DEFAULT_DURATION_MS);
    const toast: Toast = { id: nextId++, message: input.message, status, duration };
    queue = [...queue, toast].slice(-TOAST_MAX);
    sync();
    return toast.id;
  }

  return {
    show,
    dismiss,
    /** The toasts on screen, oldest first. */
    getSnapshot: () => shown,
    /** How many wait for a place. */
    waiting: () => queue.length - shown.length,
    /** How many show at once (3 on a phone). */
    setVisibleLimit(count: number) {
      limit = Math.max(1, Math.min(count, TOAST_MAX));
      sync();
    },
    /** A form is sent again: the errors it caused last time are stale. */
    dismissErrors() {
      remove((t) => t.status !== 'error');
    },
    /**
     * The reader asks for another page (a link, a form, the browser's Back): what is shown so
     * far is about this page. Toasts shown after this (the answer to the form) go along.
     */
    leavingPage() {
      leftBelow = nextId - 1;
    },
    /** Another page is on screen: the toasts of the page left go. */
    pageChanged() {
      const below = leftBelow;
      leftBelow = 0;
      remove((t) => t.id > below);
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const EMPTY: readonly Toast[] = [];
export const getServerSnapshot = () => EMPTY;

/** The app's one toast queue. */
export const toasts = createToastStore();
export const toast = toasts.show;
