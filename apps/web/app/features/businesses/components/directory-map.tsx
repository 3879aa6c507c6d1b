import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as Leaflet from 'leaflet';
import type { AnyProps, ClusterFeature } from 'supercluster';
import type { BusinessPlacesResponse, Locale, MapTiles } from '@gazeta/contract';
import { formatNumber } from '../../../lib/format.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { businessPath } from '../directory-query.ts';

/**
 * Clusters (decision 017): places closer than this many screen pixels merge into one marker
 * with their count, up to CLUSTER_MAX_ZOOM; from the pin's zoom on, every place stands alone.
 */
const CLUSTER_RADIUS_PX = 48;
const CLUSTER_MAX_ZOOM = 15;
const POINT_ZOOM = 16;
/** Clusters are drawn for a little more than the view, so a short pan shows no gap. */
const CLUSTER_MARGIN = 0.25;

/** A cluster's diameter in pixels, growing with its count; never under the 44 px of a touch target. */
const clusterSize = (count: number) => (count < 10 ? 44 : count < 50 ? 50 : 58);

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The directory's map view: every business of the filter with a place, clustered with their
 * counts (supercluster, as the delivery map, decision 017) on the site's base map (the place
 * map's, components/leaflet-map.ts); a cluster is a button that zooms in, a pin opens a popup
 * with the business's name linked to its page. The list below the map says the same in words.
 */
export function DirectoryMap({ places, tiles }: { places: BusinessPlacesResponse; tiles: MapTiles }) {
  const { t, i18n } = useTranslation('businesses');
  const { t: tMap } = useTranslation('map');
  const hydrated = useHydrated();
  const canvas = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const texts = useRef({ zoomIn: tMap('zoomIn'), zoomOut: tMap('zoomOut'), cluster: (count: number) => t('catalogue.mapCluster', { count }), closePopup: tMap('closePopup') });

  useEffect(() => {
    if (!hydrated || places.data.length === 0) return;
    let cancelled = false;
    let destroy: (() => void) | undefined;
    (async () => {
      const [{ loadLeaflet, createBaseMap, pinIcon, DEFAULT_CENTER, DEFAULT_ZOOM }, { default: Supercluster }] = await Promise.all([import('../../../components/leaflet-map.ts'), import('supercluster')]);
      const L = await loadLeaflet();
      if (cancelled || !canvas.current) return;
      const base = createBaseMap(L, canvas.current, { tiles, texts: texts.current, center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM });
      const { map } = base;
      destroy = base.destroy;
      // Leaflet's popup close button says "Close popup" in English only.
      map.on('popupopen', (event: Leaflet.PopupEvent) => {
        event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.current.closePopup);
      });
      const index = new Supercluster<{ id: number }>({ radius: CLUSTER_RADIUS_PX, extent: 256, maxZoom: CLUSTER_MAX_ZOOM });
      index.load(places.data.map((place) => ({ type: 'Feature', properties: { id: place.id }, geometry: { type: 'Point', coordinates: [place.lng, place.lat] } })));
      const byId = new Map(places.data.map((place) => [place.id, place]));
      const layer = L.layerGroup().addTo(map);

      const popupOf = (id: number) => {
        const place = byId.get(id)!;
        const link = document.createElement('a');
        link.href = businessPath(place.id);
        link.className = 'directory-map__link';
        link.textContent = place.name;
        return link;
      };
      const clusterMarker = (feature: ClusterFeature<AnyProps>) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const count = feature.properties.point_count;
        const size = clusterSize(count);
        const label = document.createElement('span');
        label.textContent = formatNumber(count, i18n.language as Locale);
        const marker = L.marker([lat, lng], { icon: L.divIcon({ className: 'directory-cluster', html: label, iconSize: [size, size] }), keyboard: true, riseOnHover: true });
        marker.on('add', () => marker.getElement()?.setAttribute('aria-label', texts.current.cluster(count)));
        marker.on('click', () => {
          const zoom = Math.min(index.getClusterExpansionZoom(feature.properties.cluster_id), POINT_ZOOM);
          map.setView([lat, lng], Math.max(zoom, map.getZoom() + 1), { animate: !reducedMotion() });
        });
        return marker;
      };
      const render = () => {
        const bounds = map.getBounds().pad(CLUSTER_MARGIN);
        layer.clearLayers();
        for (const feature of index.getClusters([bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()], Math.floor(map.getZoom()))) {
          if ('cluster' in feature.properties && feature.properties.cluster) {
            layer.addLayer(clusterMarker(feature as ClusterFeature<AnyProps>));
            continue;
          }
          const id = (feature.properties as { id: number }).id;
          const [lng, lat] = feature.geometry.coordinates as [number, number];
          const marker = L.marker([lat, lng], { icon: pinIcon(L), keyboard: true, title: byId.get(id)?.name ?? '' });
          marker.bindPopup(() => popupOf(id));
          layer.addLayer(marker);
        }
      };
      map.on('moveend', render);
      map.fitBounds(L.latLngBounds(places.data.map((place) => [place.lat, place.lng] as [number, number])), { padding: [24, 24], maxZoom: POINT_ZOOM - 1 });
      render();
    })().catch((error: unknown) => {
      if (cancelled) return;
      console.error('Failed to load the map', error);
      setFailed(true);
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [hydrated, places, tiles, i18n.language]);

  if (places.data.length === 0) return <p className="notice">{t('catalogue.mapNoPlaces')}</p>;
  return (
    <div className="place-map directory-map">
      {hydrated && !failed ? <div ref={canvas} className="place-map__canvas directory-map__canvas" role="region" aria-label={t('catalogue.mapLabel')} /> : null}
      {places.truncated ? <p className="muted">{t('catalogue.mapTruncated', { number: formatNumber(places.data.length, i18n.language as Locale) })}</p> : null}
    </div>
  );
}
