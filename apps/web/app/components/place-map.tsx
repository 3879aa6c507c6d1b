import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkDescriptor } from 'react-router';
import type { MapTiles } from '@gazeta/contract';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { openInMapsUrl } from '../lib/geo.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import placeMapCss from './place-map.css?url';

/** The stylesheets a page with a place map or a location picker adds to its `links` (Leaflet's is no other page's). */
export const MAP_LINKS: LinkDescriptor[] = [
  { rel: 'stylesheet', href: leafletCss },
  { rel: 'stylesheet', href: placeMapCss },
];

export interface PlaceMapProps {
  lat: number;
  lng: number;
  /** The place's name, for the map's label. */
  name: string;
  /** The page loader's `getMapTiles` answer. */
  tiles: MapTiles;
}

/**
 * A read-only map with the place's pin, for a business's or an event's page, and a link that
 * opens the place in the reader's maps app. The link is server-rendered and works without
 * JavaScript; the map is drawn in the browser only (Leaflet loads in the effect).
 */
export function PlaceMap({ lat, lng, name, tiles }: PlaceMapProps) {
  const { t } = useTranslation('map');
  const hydrated = useHydrated();
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const { loadLeaflet, createBaseMap, pinIcon, PIN_ZOOM } = await import('./leaflet-map.ts');
      const L = await loadLeaflet();
      if (cancelled || !canvas.current) return;
      const base = createBaseMap(L, canvas.current, { tiles, texts: { zoomIn: t('zoomIn'), zoomOut: t('zoomOut') }, center: { lat, lng }, zoom: PIN_ZOOM });
      L.marker([lat, lng], { icon: pinIcon(L), keyboard: false, interactive: false }).addTo(base.map);
      destroy = base.destroy;
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.error('Failed to load the map', error);
      setFailed(true);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [hydrated, lat, lng, tiles, t]);

  return (
    <div className="place-map">
      {hydrated && !failed ? <div ref={canvas} className="place-map__canvas" role="region" aria-label={t('place.label', { name })} /> : null}
      <p className="place-map__links">
        <a href={openInMapsUrl({ lat, lng })} target="_blank" rel="noopener noreferrer" className="place-map__open">
          {t('place.open')}
          <span className="visually-hidden"> {t('place.newTab')}</span>
        </a>
      </p>
    </div>
  );
}
