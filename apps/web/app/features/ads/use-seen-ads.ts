import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import type { Advertisement } from '@gazeta/contract';
import { paths } from '../../lib/paths.ts';
import { createSeenBatch, SEEN_THRESHOLD } from './seen-ads.ts';

/** The attribute each ad of the strip carries its Advertisement.id in (`data-ad-id`). */
const AD_ID_ATTRIBUTE = 'data-ad-id';

/**
 * Sends one report to the strip's action (routes/ads-seen.ts) as a plain form post, outside the
 * router: a fetcher's answer would reload the page's data, and its reload would cut short the
 * reload another form of the page started (a moderator's decision, a filter). `keepalive` lets a
 * report made as the reader leaves the page arrive. A counter: a failure is not the reader's
 * concern and is not retried.
 */
function sendReport(ids: readonly number[]): void {
  const body = new URLSearchParams(ids.map((id) => ['id', String(id)]));
  fetch(paths.adsSeen(), { method: 'POST', body, credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/**
 * Counts the strip's ads for their advertisers (issue #16): once per page view, every ad of
 * `list` that came at least half into view, reported in one request about a second later (and at
 * once when the page changes) to the /ads/seen action.
 */
export function useSeenAds(list: RefObject<HTMLElement | null>, ads: readonly Advertisement[]): void {
  const { key } = useLocation();
  const view = useRef<{ key: string; reported: Set<number> } | null>(null);

  useEffect(() => {
    const root = list.current;
    if (!root || ads.length === 0 || typeof IntersectionObserver === 'undefined') return;
    // One record per page view, kept while the strip's ads change on it (they refresh after a navigation).
    if (view.current?.key !== key) view.current = { key, reported: new Set() };
    const batch = createSeenBatch(view.current.reported, sendReport);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < SEEN_THRESHOLD) continue;
          batch.seen(Number(entry.target.getAttribute(AD_ID_ATTRIBUTE)));
          observer.unobserve(entry.target);
        }
      },
      { threshold: SEEN_THRESHOLD },
    );
    for (const element of root.querySelectorAll(`[${AD_ID_ATTRIBUTE}]`)) observer.observe(element);
    return () => {
      observer.disconnect();
      batch.flush();
    };
  }, [list, ads, key]);
}
