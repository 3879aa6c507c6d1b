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

/**
 * The toast queue: at most TOAST_MAX at once (the oldest goes first). Info and success toasts
 * last the default 3 s; errors stay for the 5 s toast timeout, since they must be read.
 */
export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((l) => l());

  function dismiss(id: number) {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const before = toasts.length;
    toasts = toasts.filter((t) => t.id !== id);
    if (toasts.length !== before) emit();
  }

  function show(input: { message: string; status?: ToastStatus; duration?: number }): number {
    const status = input.status ?? 'info';
    const duration = input.duration ?? (status === 'error' ? TOAST_TIMEOUT_MS : TOAST_DEFAULT_DURATION_MS);
    const toast: Toast = { id: nextId++, message: input.message, status, duration };
    const kept = [...toasts, toast];
    for (const dropped of kept.slice(0, Math.max(0, kept.length - TOAST_MAX))) {
      clearTimeout(timers.get(dropped.id));
      timers.delete(dropped.id);
    }
    toasts = kept.slice(-TOAST_MAX);
    timers.set(toast.id, setTimeout(() => dismiss(toast.id), duration));
    emit();
    return toast.id;
  }

  return {
    show,
    dismiss,
    getSnapshot: () => toasts,
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
