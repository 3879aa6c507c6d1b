import { Link, redirect, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/ethnic-ads';
import type { loader as rootLoader } from '../root.tsx';
import { buttonClass } from '../components/button.ts';
import { MAP_LINKS } from '../components/place-map.tsx';
import { ViewSwitch } from '../components/view-switch.tsx';
import { getBusinessPlaces } from '../features/businesses/api/get-business-places.ts';
import { getBusinesses } from '../features/businesses/api/get-businesses.ts';
import { getDirectoryCategories } from '../features/businesses/api/get-categories.ts';
import { BusinessList } from '../features/businesses/components/business-list.tsx';
import { DirectoryMap } from '../features/businesses/components/directory-map.tsx';
import { CategoryChips, DirectoryFilters, DirectorySearch } from '../features/businesses/components/directory-tools.tsx';
import { DIRECTORY_PATH, directoryHref, isIndexable, readDirectory } from '../features/businesses/directory-query.ts';
import { useMinuteClock } from '../features/print/index.ts';
import { getMapTiles } from '../lib/geo.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'businesses:meta.titles.catalogue' };

// The map view's stylesheets (Leaflet's and the place map's).
export const links: Route.LinksFunction = () => MAP_LINKS;

/** The business directory (spec §2 /ethnic-ads): categories, filters, search, list or map. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { query, canonical } = readDirectory(new URL(request.url).searchParams);
  // One address per page (the filter form without JavaScript sends empty fields).
  if (canonical) throw redirect(canonical);
  const api = pageApi(context);
  // The map view: where the businesses of the same filter are, and the site's tiles.
  const map = query.view === 'map' ? Promise.all([getBusinessPlaces(api, query), getMapTiles(api)]) : Promise.resolve(null);
  const [directory, businesses, places] = await Promise.all([getDirectoryCategories(api), getBusinesses(api, query), map]);
  // When the page's data was read: "open now" renders from it first (no hydration mismatch).
  return { query, directory, businesses, map: places ? { places: places[0], tiles: places[1] } : null, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const category = data.query.category ? data.directory.categories.find((c) => c.slug === data.query.category) : undefined;
  return namespacedSeoMeta(args, {
    titleKey: category ? 'businesses:meta.titles.category' : handle.titleKey,
    titleValues: category ? { category: category.name } : {},
    descriptionKey: category ? 'businesses:meta.descriptions.category' : 'businesses:meta.descriptions.catalogue',
    descriptionValues: category ? { category: category.name } : {},
    // Filtered, searched and later pages are for readers, not for search engines.
    noindex: !isIndexable(data.query),
    breadcrumbs: [
      { nameKey: 'businesses:catalogue.heading', path: DIRECTORY_PATH },
      ...(category ? [{ name: category.name, path: directoryHref({ ...data.query, category: category.slug, tag: null, speaks: null, open: false, deal: false, q: null, cursor: null, view: 'list' }) }] : []),
    ],
  });
};

export default function EthnicAdsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('businesses');
  const { query, directory, businesses } = loaderData;
  const now = useMinuteClock(loaderData.now);
  const category = query.category ? directory.categories.find((c) => c.slug === query.category) : undefined;
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  // A new address is a new list (and forms holding its choices).
  const key = directoryHref(query);
  return (
    <div className="container catalogue directory">
      <header className="page-header page-header--row catalogue__header">
        <div>
          <h1 className="page-title">{category ? t('catalogue.categoryHeading', { category: category.name }) : t('catalogue.heading')}</h1>
          <p className="page-lead">{t('catalogue.lead')}</p>
        </div>
        <Link to={signedIn ? paths.profileBusiness({ new: true }) : paths.login()} className={buttonClass('primary', { extra: 'catalogue__place' })}>
          {t('catalogue.list')}
        </Link>
      </header>
      <DirectorySearch key={`search ${key}`} query={query} />
      <CategoryChips categories={directory.categories} total={directory.total} query={query} />
      <DirectoryFilters key={`filters ${key}`} query={query} tags={directory.tags} />
      <p className="catalogue__count" role="status">
        {query.q ? t('catalogue.found', { count: businesses.total, query: query.q }) : t('catalogue.count', { count: businesses.total })}
      </p>
      <ViewSwitch
        label={t('catalogue.views')}
        className="directory__views"
        options={[
          { to: directoryHref({ ...query, view: 'list' }), label: t('catalogue.viewList'), current: query.view === 'list' },
          { to: directoryHref({ ...query, view: 'map', cursor: null }), label: t('catalogue.viewMap'), current: query.view === 'map' },
        ]}
      />
      {loaderData.map ? <DirectoryMap places={loaderData.map.places} tiles={loaderData.map.tiles} /> : null}
      {businesses.data.length === 0 ? (
        <div className="notice">
          <p>{query.q ? t('catalogue.emptySearch', { query: query.q }) : t('catalogue.empty')}</p>
          {query.q || query.open || query.deal || query.speaks || query.tag ? <p>{t('catalogue.emptyHint')}</p> : null}
        </div>
      ) : (
        <BusinessList key={key} first={businesses} query={query} now={now} />
      )}
    </div>
  );
}
