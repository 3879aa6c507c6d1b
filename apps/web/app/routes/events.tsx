import { Link, redirect, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/events';
import type { loader as rootLoader } from '../root.tsx';
import { buttonClass } from '../components/button.ts';
import { ViewSwitch } from '../components/view-switch.tsx';
import { getEventFacets } from '../features/events/api/get-event-facets.ts';
import { getEventMonth } from '../features/events/api/get-event-month.ts';
import { getEvents } from '../features/events/api/get-events.ts';
import { CalendarSubscribe, EventFilters, EventSearch, WhenChips } from '../features/events/components/catalogue-tools.tsx';
import { EventList } from '../features/events/components/event-list.tsx';
import { MonthView } from '../features/events/components/month-view.tsx';
import { calendarFeed, eventsHref, isFirstPlainPage, readEventsQuery, EVENTS_BASE } from '../features/events/events-query.ts';
import { paths } from '../lib/paths.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'events:meta.titles.catalogue' };

/** The events catalogue (spec §2 /events): the list by date, or the month view (?view=month). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query, canonical } = readEventsQuery(url.searchParams);
  // One address per page (the filter form without JavaScript sends empty fields).
  if (canonical) throw redirect(canonical);
  const api = pageApi(context);
  const { origin } = getRenderContext(context);
  const [facets, list, month] = await Promise.all([
    getEventFacets(api),
    query.view === 'list' ? getEvents(api, query) : Promise.resolve(null),
    query.view === 'month' ? getEventMonth(api, query) : Promise.resolve(null),
  ]);
  return { query, facets, list, month, feed: calendarFeed(origin, query.category) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const category = data.query.category ? data.facets.categories.find((c) => c.slug === data.query.category) : undefined;
  return namespacedSeoMeta(
    args,
    {
      titleKey: category ? 'events:meta.titles.category' : handle.titleKey,
      titleValues: category ? { category: category.name } : {},
      descriptionKey: 'events:meta.descriptions.catalogue',
      // Filtered, searched, later pages and the month view are for readers, not for search engines.
      noindex: !isFirstPlainPage(data.query),
      breadcrumbs: [{ nameKey: 'events:catalogue.heading', path: EVENTS_BASE }],
    },
    // The site's calendar, for programs that look for one.
    [{ tagName: 'link', rel: 'alternate', type: 'text/calendar', href: data.feed.https, title: category?.name ?? 'Events' }],
  );
};

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('events');
  const { query, facets, list, month, feed } = loaderData;
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  const category = query.category ? facets.categories.find((c) => c.slug === query.category) : undefined;
  const key = eventsHref(query);
  return (
    <div className="container events-page">
      <header className="page-header page-header--row events-page__header">
        <div>
          <h1 className="page-title">{category ? t('catalogue.categoryHeading', { category: category.name }) : t('catalogue.heading')}</h1>
          <p className="page-lead">{t('catalogue.lead')}</p>
        </div>
        <Link to={signedIn ? paths.profileEvents({ new: true }) : paths.login()} className={buttonClass('primary', { extra: 'events-page__add' })}>
          {t('catalogue.add')}
        </Link>
      </header>
      <ViewSwitch
        label={t('catalogue.views')}
        className="events-views"
        options={[
          { to: eventsHref({ ...query, view: 'list', month: null }), label: t('catalogue.list'), current: query.view === 'list' },
          { to: eventsHref({ ...query, view: 'month', when: null, q: null, cursor: null }), label: t('catalogue.month'), current: query.view === 'month' },
        ]}
      />
      {query.view === 'list' ? <EventSearch key={`search ${key}`} query={query} /> : null}
      {query.view === 'list' ? <WhenChips query={query} /> : null}
      <EventFilters key={`filters ${key}`} query={query} facets={facets} />
      {list ? (
        <>
          <p className="events-page__count" role="status">
            {query.q ? t('catalogue.found', { count: list.total, query: query.q }) : query.when === 'past' ? t('catalogue.countPast', { count: list.total }) : t('catalogue.count', { count: list.total })}
          </p>
          {list.data.length === 0 ? (
            <div className="notice">
              <p>{query.q ? t('catalogue.emptySearch', { query: query.q }) : t('catalogue.empty')}</p>
            </div>
          ) : (
            <EventList key={key} page={list} query={query} />
          )}
        </>
      ) : null}
      {month ? <MonthView month={month} query={query} /> : null}
      <CalendarSubscribe feed={feed} categoryName={category?.name ?? null} />
    </div>
  );
}
