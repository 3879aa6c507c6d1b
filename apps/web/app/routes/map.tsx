import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_POINTS } from '@gazeta/contract';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import type { Route } from './+types/map';
import { getDeliveryPoints } from '../features/delivery/api/get-delivery-points.ts';
import { DeliveryMap, type DeliveryMapHandle, type MapStatus } from '../features/delivery/components/delivery-map.tsx';
import { PointFilter, PointList, pointItemId } from '../features/delivery/components/point-list.tsx';
import { NearestResult, ZipForm, nearestItemId } from '../features/delivery/components/zip-form.tsx';
import deliveryCss from '../features/delivery/delivery.css?url';
import { filterPoints } from '../features/delivery/filter-points.ts';
import { useHeaderOffset } from '../features/delivery/use-header-offset.ts';
import { lookupNearest } from '../features/delivery/zip-lookup.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.map' };

/** Leaflet's stylesheet is this page's alone, so no other page loads it. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: leafletCss },
  { rel: 'stylesheet', href: deliveryCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // The ZIP lookup says itself what an unknown or malformed code is.
  const [points, lookup] = await Promise.all([getDeliveryPoints(pageApi(context)), lookupNearest(serverApi(context), params.get('zip'))]);
  return { points: points.data, tiles: points.map, lookup, q: (params.get('q') ?? '').slice(0, 100) };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    titleKey: handle.titleKey,
    descriptionKey: 'meta:descriptions.map',
    // A ZIP code search or a filtered list is the same page for a search engine.
    noindex: Boolean(args.loaderData?.lookup.zip || args.loaderData?.q),
  });

/** Without JavaScript the empty map box would only push the list down. */
const NO_SCRIPT_CSS = '.delivery__map{display:none}';

/**
 * Where to find the paper (spec §2 /map): the nearest points to a ZIP code, the map, and the
 * full list with a filter. Everything but the map works without JavaScript.
 */
export default function MapPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('map');
  const { points, tiles, lookup, q } = loaderData;
  const [query, setQuery] = useState(q);
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(() => filterPoints(points, deferredQuery), [points, deferredQuery]);
  const visibleIds = useMemo(
    () => (filtered.length === points.length ? null : new Set(filtered.map((p) => p.id))),
    [filtered, points],
  );
  const nearest = lookup.status === 'found' ? lookup.result : null;

  const page = useRef<HTMLDivElement>(null);
  useHeaderOffset(page);
  const map = useRef<DeliveryMapHandle>(null);
  const [mapStatus, setMapStatus] = useState<MapStatus>('loading');
  const showOnMap = useCallback((id: number) => map.current?.showPoint(id), []);
  const showInList = useCallback((id: number) => {
    const item = document.getElementById(pointItemId(id)) ?? document.getElementById(nearestItemId(id));
    if (!item) return;
    // Its city may be collapsed.
    const group = item.closest('details');
    if (group) group.open = true;
    item.scrollIntoView({ block: 'center', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    item.focus({ preventScroll: true });
  }, []);
  const onShow = mapStatus === 'ready' ? showOnMap : undefined;

  return (
    <div ref={page} className="container delivery">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <header className="page-header">
        <h1 className="page-title">{t('heading')}</h1>
        <p className="page-lead">{t('lead', { count: DELIVERY_POINTS })}</p>
      </header>
      <div className="delivery__layout">
        <div className="delivery__zip">
          <ZipForm lookup={lookup} filter={query.trim()} />
          {nearest ? <NearestResult result={nearest} onShow={onShow} /> : null}
        </div>
        <div className="delivery__map">
          <DeliveryMap
            ref={map}
            points={points}
            visibleIds={visibleIds}
            nearest={nearest}
            tiles={tiles}
            onStatusChange={setMapStatus}
            onShowInList={showInList}
          />
        </div>
        <section className="delivery__list" aria-labelledby="delivery-list-heading">
          <h2 id="delivery-list-heading" className="delivery__list-title">
            {t('listHeading')}
          </h2>
          <PointFilter value={query} onChange={setQuery} shown={filtered.length} zip={lookup.zip} />
          <PointList points={filtered} onShow={onShow} open={deferredQuery.trim() !== ''} />
        </section>
      </div>
    </div>
  );
}
