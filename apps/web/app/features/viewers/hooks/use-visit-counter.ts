import { useEffect } from 'react';
import { VIEW_THROTTLE_MS } from '@gazeta/contract';
import { browserApi } from '../../../lib/api-client.ts';
import { getStored, setStored } from '../../../lib/storage.ts';
import { sendVisit } from '../api/send-visit.ts';

const VIEWED_KEY = 'viewedDate';

/** Counts this browser's visit at most once per 24 h (spec §4: stored viewedDate). */
export function useVisitCounter(): void {
  useEffect(() => {
    if (getStored<number>(VIEWED_KEY)) return;
    sendVisit(browserApi)
      .then(() => setStored(VIEWED_KEY, Date.now(), VIEW_THROTTLE_MS))
      .catch((error: unknown) => console.error('Failed to send visit', error));
  }, []);
}
