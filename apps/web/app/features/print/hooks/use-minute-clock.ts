import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/** One clock for every countdown on the page: it ticks when the wall clock's minute turns. */
const listeners = new Set<() => void>();
let current = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function tickAtNextMinute() {
  // A little past the minute, so the reading is in the new minute.
  timer = setTimeout(
    () => {
      current = Date.now();
      listeners.forEach((listener) => listener());
      tickAtNextMinute();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS) + 20,
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    current = Date.now();
    tickAtNextMinute();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      // The next first reader reads the clock afresh.
      current = 0;
    }
  };
}

function getSnapshot(): number {
  if (current === 0) current = Date.now();
  return current;
}

/**
 * The current time in ms, updated each minute. On the server and while hydrating it is
 * `serverNow` (the instant the page's data was read), so the server's HTML and the first render
 * in the browser agree; the browser then moves on to its own clock.
 */
export function useMinuteClock(serverNow: string): number {
  return useSyncExternalStore(subscribe, getSnapshot, () => Date.parse(serverNow));
}
