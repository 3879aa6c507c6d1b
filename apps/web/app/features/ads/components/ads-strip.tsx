import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Advertisement } from '@gazeta/contract';
import { browserApi } from '../../../lib/api-client.ts';
import { showsAds } from '../../../lib/paths.ts';
import { getAds } from '../api/get-ads.ts';
import { useSeenAds } from '../use-seen-ads.ts';

/** A fresh order each time, so every advertiser gets the first places in turn. */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * The advertisements (spec §2): refreshed on every route change, none on the account and
 * payment routes. A failed fetch is only logged and the strip disappears. The frame keeps them,
 * so the strip shows the same ads wherever a page places it.
 */
export function useAds(initial: Advertisement[]): Advertisement[] {
  const { pathname } = useLocation();
  const [ads, setAds] = useState(initial);
  const first = useRef(true);

  useEffect(() => {
    // The first render already has the server's ads.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!showsAds(pathname)) return;
    let cancelled = false;
    getAds(browserApi)
      .then((fresh) => !cancelled && setAds(shuffled(fresh)))
      .catch((error: unknown) => {
        console.error('Failed to fetch advertisement', error);
        if (!cancelled) setAds([]);
      });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return showsAds(pathname) ? ads : [];
}

/** The frame's ads, for a page that places the strip itself (the home page, below its lead story). */
export const AdsContext = createContext<Advertisement[]>([]);

/** The strip where a page places it. */
export function PlacedAdsStrip() {
  return <AdsStrip ads={useContext(AdsContext)} />;
}

/** A member's banner is a 150 × 600 skyscraper; the newsroom's own ads are wide. */
const isTall = (ad: Advertisement) => ad.height > ad.width;

/** One ad: its picture as a link opening in a new tab (a banner's address is the API's counting redirect). */
function AdLink({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation('layout');
  return (
    <a href={ad.url} target="_blank" rel="noopener sponsored" aria-label={t('ads.opensNewTab', { name: ad.alt })}>
      <img src={ad.image_url} alt={ad.alt} width={ad.width} height={ad.height} loading="lazy" decoding="async" />
    </a>
  );
}

/**
 * The advertisements strip (spec §2): the wide ads as a band of clickable images opening in a new
 * tab. The ads a reader sees are counted for their advertisers.
 */
export function AdsStrip({ ads }: { ads: Advertisement[] }) {
  const { t } = useTranslation('layout');
  const list = useRef<HTMLUListElement>(null);
  const wide = ads.filter((ad) => !isTall(ad));
  useSeenAds(list, wide);
  if (wide.length === 0) return null;
  return (
    <aside className="ads-strip" aria-label={t('ads.label')}>
      <ul ref={list} className="ads-strip__list">
        {wide.map((ad) => (
          <li key={ad.ad_id} className="ads-strip__item" data-ad-id={ad.id}>
            <AdLink ad={ad} />
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * Members' banners (issue #16): 150 × 600 pictures shown whole, never cropped, in a row of their
 * own at the end of the page (a band of the strip's height would show a sliver of them); on a
 * phone the row scrolls sideways at 4/5 of their size.
 */
export function BannerRow({ ads }: { ads: Advertisement[] }) {
  const { t } = useTranslation('layout');
  const list = useRef<HTMLUListElement>(null);
  const tall = ads.filter(isTall);
  useSeenAds(list, tall);
  if (tall.length === 0) return null;
  return (
    <aside className="banner-row" aria-label={t('ads.bannersLabel')}>
      <ul ref={list} className="banner-row__list">
        {tall.map((ad) => (
          <li key={ad.ad_id} className="banner-row__item" data-ad-id={ad.id}>
            <AdLink ad={ad} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
