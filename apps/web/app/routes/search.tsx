import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import {
  ARCHIVE_IN_SEARCH,
  BUSINESSES_IN_SEARCH,
  CLASSIFIEDS_IN_SEARCH,
  EVENTS_IN_SEARCH,
  normalizeSearchText,
  type ArchiveSearchResponse,
  type BusinessesResponse,
  type ClassifiedsResponse,
  type EventsResponse,
} from '@gazeta/contract';
import type { Route } from './+types/search';
import { Pager } from '../components/pager.tsx';
import { searchArchive } from '../features/archive/api/search-archive.ts';
import archiveCss from '../features/archive/archive.css?url';
import { ArchiveInSearch } from '../features/archive/components/archive-in-search.tsx';
import { getClassifieds } from '../features/classifieds/api/get-classifieds.ts';
import { ALL_ADS } from '../features/classifieds/catalogue-query.ts';
import classifiedsCss from '../features/classifieds/classifieds.css?url';
import { AdsInSearch } from '../features/classifieds/components/ads-in-search.tsx';
import { getBusinesses } from '../features/businesses/api/get-businesses.ts';
import businessesCss from '../features/businesses/businesses.css?url';
import { BusinessesInSearch } from '../features/businesses/components/businesses-in-search.tsx';
import { ALL_BUSINESSES } from '../features/businesses/directory-query.ts';
import { getEvents } from '../features/events/api/get-events.ts';
import { EventsInSearch } from '../features/events/components/events-in-search.tsx';
import eventsCss from '../features/events/events.css?url';
import { ALL_EVENTS } from '../features/events/events-query.ts';
import { useMinuteClock } from '../features/print/index.ts';
import { searchArticles } from '../features/search/api/search-articles.ts';
import { SearchBox } from '../features/search/components/search-box.tsx';
import { SearchResults } from '../features/search/components/search-results.tsx';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { seoMeta, type RouteHandle } from '../lib/seo.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { ApiError } from '../lib/api-client.ts';
import { getRenderContext, pageApi, serverApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.search' };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: classifiedsCss },
  { rel: 'stylesheet', href: businessesCss },
  { rel: 'stylesheet', href: eventsCss },
  { rel: 'stylesheet', href: archiveCss },
];

const NO_GROUPS = { archive: null, ads: null, businesses: null, events: null, classifiedsMessages: null, businessesMessages: null, eventsMessages: null, now: null };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // /search?q=… is where the search form goes without JavaScript.
  if (params.name === undefined) {
    const q = normalizeSearchText(new URL(request.url).searchParams.get('q') ?? '');
    if (q) throw redirect(paths.search(q));
    return { query: null, result: null, ...NO_GROUPS };
  }
  const query = normalizeSearchText(params.name);
  // Spec §5: search runs only on non-empty trimmed text.
  if (!query) return { query: null, result: null, ...NO_GROUPS };
  const page = pageFrom(request);
  const api = pageApi(context);
  // The private ads, businesses and events that match are groups of their own, on the first page
  // (issues #14, #15): each from its own catalogue's search, so each finds what its catalogue would.
  const first = page === 1;
  const groupApi = serverApi(context);
  const [result, ads, businesses, events, archive] = await Promise.all([
    searchArticles(api, { q: query, page }),
    first ? group('ads', () => getClassifieds(groupApi, { ...ALL_ADS, q: query }, CLASSIFIEDS_IN_SEARCH)) : null,
    first ? group('businesses', () => getBusinesses(groupApi, { ...ALL_BUSINESSES, q: query }, BUSINESSES_IN_SEARCH)) : null,
    // Upcoming events only: past ones stay out of the group (the calendar's "past" list has them).
    first ? group('events', () => getEvents(groupApi, { ...ALL_EVENTS, q: query }, EVENTS_IN_SEARCH)) : null,
    // The printed issues whose text matches (issue #27): the archive's own search.
    first ? group('archive', () => searchArchive(groupApi, { q: query, perPage: ARCHIVE_IN_SEARCH })) : null,
  ]);
  if (page > result.last_page) notFound();
  const { locale } = getRenderContext(context);
  const found = <T extends { total: number }>(answer: T | null) => (answer && answer.total > 0 ? answer : null);
  return {
    query,
    result,
    archive: found(archive),
    ads,
    businesses: found(businesses),
    events: found(events),
    classifiedsMessages: ads ? namespaceMessages(locale, 'classifieds') : null,
    businessesMessages: found(businesses) ? namespaceMessages(locale, 'businesses') : null,
    eventsMessages: found(events) ? namespaceMessages(locale, 'events') : null,
    // When the page's data was read: "open now" renders from it first (no hydration mismatch).
    now: new Date().toISOString(),
  };
}

/**
 * One catalogue's group, or none when that catalogue cannot answer: the articles' results stand
 * without it (read through serverApi, whose refusals are ApiErrors, not the page's error page;
 * text the API refuses, such as a control character, is the articles' search's to answer).
 */
async function group<T extends ClassifiedsResponse | BusinessesResponse | EventsResponse | ArchiveSearchResponse>(name: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) console.error(`Failed to search the ${name}`, error);
    return null;
  }
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    titleKey: args.loaderData?.query ? handle.titleKey : 'meta:titles.searchEmpty',
    titleValues: { query: args.loaderData?.query ?? '' },
    descriptionKey: 'meta:descriptions.search',
    noindex: true,
  });

/** Search results (spec §2 /search/{name}). */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('search');
  const { query, result, ads, businesses, events, archive } = loaderData;
  const now = useMinuteClock(loaderData.now ?? new Date(0).toISOString());
  return (
    <div className="container search-page">
      <h1 className="page-title">{query ? t('resultsFor', { query }) : t('heading')}</h1>
      <div className="search-page__box">
        {/* A new search is a new box, holding its own text. */}
        <SearchBox key={query ?? ''} label={t('formLabel')} initialText={query ?? ''} />
      </div>
      {result ? (
        <>
          <SearchResults result={result} />
          <Pager page={result.current_page} last={result.last_page} basePath={paths.search(result.query)} />
          {archive ? <ArchiveInSearch result={archive} /> : null}
          {ads ? <AdsInSearch result={ads} /> : null}
          {businesses ? <BusinessesInSearch result={businesses} now={now} /> : null}
          {events ? <EventsInSearch result={events} /> : null}
        </>
      ) : (
        <p className="notice">{t('empty')}</p>
      )}
    </div>
  );
}
