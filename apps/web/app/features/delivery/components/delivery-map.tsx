import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DeliveryPoint, Locale, NearestResponse } from '@gazeta/contract';
import type { MapTiles } from '../api/get-delivery-points.ts';
import { directionsUrl, formatDistance, localityOf } from '../format.ts';
import type { MapController, MapTexts } from '../map-controller.ts';
import { useKindLabel } from './point-card.tsx';

export type MapStatus = 'loading' | 'ready' | 'unavailable';

export interface DeliveryMapHandle {
  /** Scrolls the map into view, centres the point and opens its popup. */
  showPoint(id: number): void;
}

interface DeliveryMapProps {
  ref?: Ref<DeliveryMapHandle>;
  /** Every point; each gets a marker. */
  points: readonly DeliveryPoint[];
  /** The ids the list's filter keeps (null: all of them). */
  visibleIds: ReadonlySet<number> | null;
  /** The answer to a ZIP code search: those points are highlighted and always shown. */
  nearest: NearestResponse | null;
  tiles: MapTiles;
  onStatusChange?: (status: MapStatus) => void;
  /** "Show in list" in a popup: the page scrolls to that point's entry. */
  onShowInList?: (id: number) => void;
}

/** Waits for the reader to stop typing before the map moves to what the filter shows. */
const FIT_DELAY_MS = 400;

const visibleKey = (ids: ReadonlySet<number> | null) => (ids === null ? 'all' : [...ids].join(','));
const nearestKey = (nearest: NearestResponse | null) =>
  nearest ? `${nearest.zip.zip}:${nearest.data.map((p) => p.id).join(',')}` : '';

const textsOf = (t: TFunction<'map'>): MapTexts => ({
  zoomIn: t('zoomIn'),
  zoomOut: t('zoomOut'),
  closePopup: t('closePopup'),
  cluster: (count: number) => t('cluster', { count }),
});

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The Leaflet map of the delivery points. Leaflet (JavaScript and the controller around it) is
 * imported in an effect, so it loads only in the browser and only on this page; the server
 * renders an empty, labelled box. If Leaflet cannot load, a note replaces the map; if only the
 * tiles fail, the markers stay on a plain background.
 */
export function DeliveryMap({ ref, points, visibleIds, nearest, tiles, onStatusChange, onShowInList }: DeliveryMapProps) {
  const { t, i18n } = useTranslation('map');
  const kindLabel = useKindLabel();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const [status, setStatus] = useState<MapStatus>('loading');

  // What the latest render wants; the effects below apply it once the map exists.
  const current = { points, visibleIds, nearest, tiles, t, locale: i18n.language as Locale, kindLabel, onShowInList, onStatusChange };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  // What the map shows now, to tell real changes from re-renders.
  const applied = useRef<{ points: readonly DeliveryPoint[] | null; visible: string; nearest: string }>({ points: null, visible: '', nearest: '' });

  useEffect(() => {
    let cancelled = false;
    let created: MapController | null = null;

    /** A popup's content as DOM nodes (text is never parsed as HTML). */
    function popup(point: DeliveryPoint, distanceKm: number | undefined): HTMLElement {
      const { t, locale, kindLabel, onShowInList } = latest.current;
      const root = document.createElement('div');
      root.className = 'delivery-popup';
      const line = (className: string, ...parts: (string | Node)[]) => {
        const p = document.createElement('p');
        p.className = className;
        p.append(...parts);
        root.append(p);
        return p;
      };
      line('delivery-popup__name', point.name);
      const meta = [kindLabel(point.kind)];
      if (distanceKm !== undefined) meta.push(t('distance', formatDistance(distanceKm, locale)));
      line('delivery-popup__meta', meta.join(' · '));
      line('delivery-popup__address', point.address, document.createElement('br'), localityOf(point));
      const link = document.createElement('a');
      link.className = 'delivery-popup__action';
      link.href = directionsUrl(point);
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = t('directions');
      link.setAttribute('aria-label', t('directionsLabel', { name: point.name }));
      const actions = line('delivery-popup__actions', link);
      if (onShowInList) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'delivery-popup__action';
        button.textContent = t('showInList');
        button.addEventListener('click', () => latest.current.onShowInList?.(point.id));
        actions.append(button);
      }
      return root;
    }

    async function load() {
      const [leaflet, { createMapController }] = await Promise.all([import('leaflet'), import('../map-controller.ts')]);
      if (cancelled || !canvas.current) return;
      // Leaflet is a UMD bundle: the bundler hands it over as the default export.
      const L = leaflet.default ?? leaflet;
      const now = latest.current;
      created = createMapController(L, canvas.current, { tiles: now.tiles, texts: textsOf(now.t), popup });
      created.setNearest(now.nearest, false);
      created.setVisible(now.visibleIds, false);
      created.setPoints(now.points);
      applied.current = { points: now.points, visible: visibleKey(now.visibleIds), nearest: nearestKey(now.nearest) };
      controller.current = created;
      setStatus('ready');
    }

    load().catch((error: unknown) => {
      if (cancelled) return;
      console.error('Failed to load the map', error);
      setStatus('unavailable');
    });
    return () => {
      cancelled = true;
      controller.current = null;
      created?.destroy();
    };
    // The map is made once; the effects below keep it in step with the page.
  }, []);

  useEffect(() => {
    latest.current.onStatusChange?.(status);
  }, [status]);

  useEffect(() => {
    const map = controller.current;
    if (!map || applied.current.points === points) return;
    applied.current.points = points;
    map.setPoints(points);
  }, [points, status]);

  useEffect(() => {
    const map = controller.current;
    const key = visibleKey(visibleIds);
    if (!map || applied.current.visible === key) return;
    applied.current.visible = key;
    map.setVisible(visibleIds, false);
    const timer = setTimeout(() => map.fitVisible(), FIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visibleIds, status]);

  useEffect(() => {
    const map = controller.current;
    const key = nearestKey(nearest);
    if (!map || applied.current.nearest === key) return;
    applied.current.nearest = key;
    map.setNearest(nearest, true);
  }, [nearest, status]);

  useEffect(() => {
    controller.current?.setTexts(textsOf(t));
  }, [t]);

  useImperativeHandle(
    ref,
    () => ({
      showPoint(id: number) {
        const map = controller.current;
        if (!map) return;
        box.current?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
        map.showPoint(id);
      },
    }),
    [],
  );

  return (
    <div ref={box} className="delivery-map">
      {status === 'unavailable' ? (
        <p className="notice delivery-map__unavailable" role="status">
          {t('mapUnavailable')}
        </p>
      ) : (
        <div ref={canvas} className="delivery-map__canvas" role="region" aria-label={t('mapLabel')} />
      )}
    </div>
  );
}
