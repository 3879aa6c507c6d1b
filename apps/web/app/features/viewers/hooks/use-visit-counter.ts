import { useEffect, useEffectEvent } from 'react';
import { useFetcher } from 'react-router';
import { VIEW_THROTTLE_MS } from '@gazeta/contract';
import { paths } from '../../../lib/paths.ts';
import { getStored, setStored } from '../../../lib/storage.ts';
import { useFetcherSettled } from '../../../lib/use-fetcher-settled.ts';
import type { VisitResult } from '../visit-result.ts';

const VIEWED_KEY = 'viewedDate';

/** Counts this browser's visit at most once per 24 h (spec §4: stored viewedDate). */
export function useVisitCounter(): void {
  const fetcher = useFetcher<VisitResult>();
  const send = useEffectEvent(() => {
    if (getStored<number>(VIEWED_KEY)) return;
    // A visit changes nothing the page shows: no need to reload its data.
    void fetcher.submit(null, { method: 'post', action: paths.visit(), defaultShouldRevalidate: false });
  });
  useEffect(() => send(), []);
  useFetcherSettled(fetcher, (result) => {
    if (result.ok) setStored(VIEWED_KEY, Date.now(), VIEW_THROTTLE_MS);
  }, { atAnswer: true });
}
