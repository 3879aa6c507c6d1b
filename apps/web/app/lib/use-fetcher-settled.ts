import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onSettled` once per answer of a fetcher: by default when it is done (the action
 * answered and the page's data has been reloaded after it: navigating earlier would cut that
 * reload short); with `{ atAnswer: true }` as soon as the action answers, for a form that the
 * reload may take away.
 */
export function useFetcherSettled<T>(fetcher: { state: string; data: T | undefined }, onSettled: (data: T) => void, { atAnswer = false } = {}): void {
  const handled = useRef<T | undefined>(undefined);
  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    if ((!atAnswer && fetcher.state !== 'idle') || fetcher.data === undefined || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    settle(fetcher.data);
  }, [fetcher.state, fetcher.data, atAnswer]);
}
