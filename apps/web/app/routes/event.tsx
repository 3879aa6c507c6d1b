import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventView, Locale, MapTiles, VoteState } from '@gazeta/contract';
import type { Route } from './+types/event';
import { MAP_LINKS, PlaceMap } from '../components/place-map.tsx';
import { VoteButtons } from '../components/vote-buttons.tsx';
import { getEvent } from '../features/events/api/get-event.ts';
import { AddToCalendar } from '../features/events/components/add-to-calendar.tsx';
import { CalendarSubscribe } from '../features/events/components/catalogue-tools.tsx';
import { EventGallery } from '../features/events/components/event-gallery.tsx';
import { EventSchedule } from '../features/events/components/event-schedule.tsx';
import { formatDay, formatHours, formatSpan } from '../features/events/event-format.ts';
import { eventJsonLd } from '../features/events/event-json-ld.ts';
import { calendarFeed, eventPath, eventsHref, ALL_EVENTS, EVENTS_BASE } from '../features/events/events-query.ts';
import { getMapTiles } from '../lib/geo.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { describeText, namespacedSeoMeta, originOf, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { votesOf, votesOnlyAction } from '../lib/votes.server.ts';
import type { loader as rootLoader } from '../root.tsx';

/** The kind of subject events are to the votes (the server's events module registers it). */
const EVENT_VOTE_KIND = 'event';

export const handle: RouteHandle = { titleKey: 'events:meta.titles.event' };

// The place map's stylesheets (Leaflet's is no other page's).
export const links: Route.LinksFunction = () => MAP_LINKS;

/** A search for the address in the reader's maps app, for an event with no position. */
const addressSearch = (event: EventView) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${event.address}, ${event.city}, ${event.state} ${event.zip}`)}`;

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = pageApi(context);
  const id = idFrom(params.id);
  // An event not published yet (its owner's or staff's view) takes no votes: null.
  const [event, tiles, votes] = await Promise.all([getEvent(api, id), getMapTiles(api), votesOf(context, EVENT_VOTE_KIND, id)]);
  const { origin } = getRenderContext(context);
  return { event, tiles, votes, url: `${origin}${eventPath(event.id)}`, feed: calendarFeed(origin, event.category.slug) };
}

/** The page's form: a member's like or dislike (decision 029). */
export const action = ({ context, params, request }: Route.ActionArgs) => votesOnlyAction(context, EVENT_VOTE_KIND, idFrom(params.id), request);

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { event, url } = data;
  const origin = originOf(args.matches, url);
  return namespacedSeoMeta(
    args,
    {
      titleKey: handle.titleKey,
      titleValues: { title: event.title },
      description: describeText(event.description),
      image: event.image,
      // An event readers cannot see yet (its owner's or staff's view) is not for search engines.
      noindex: event.status !== 'published',
      breadcrumbs: [
        { nameKey: 'events:catalogue.heading', path: EVENTS_BASE },
        { name: event.category.name, path: eventsHref({ ...ALL_EVENTS, category: event.category.slug }) },
        { name: event.title, path: eventPath(event.id) },
      ],
    },
    [{ 'script:ld+json': eventJsonLd(event, { url, origin, businessUrl: event.organizer.business_id ? `${origin}/ethnic-ads/${event.organizer.business_id}` : null }) }],
  );
};

/** One event (spec §2 /event/{id}). */
export default function EventPage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return <EventArticle key={loaderData.event.id} event={loaderData.event} feed={loaderData.feed} tiles={loaderData.tiles} votes={loaderData.votes} signedIn={signedIn} />;
}

function EventArticle({ event, feed, tiles, votes, signedIn }: { event: EventView; feed: { https: string; webcal: string }; tiles: MapTiles; votes: VoteState | null; signedIn: boolean }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language as Locale;
  const over = event.upcoming.length === 0;
  return (
    <div className="container event-page">
      <nav className="event-page__back" aria-label={t('event.back')}>
        <Link to={EVENTS_BASE}>{t('catalogue.heading')}</Link>
        <span aria-hidden="true"> › </span>
        <Link to={eventsHref({ ...ALL_EVENTS, category: event.category.slug })}>{event.category.name}</Link>
      </nav>
      {event.status === 'published' ? null : <p className="notice event-page__state">{t('event.notListed', { status: t(`page.status.${event.status}`) })}</p>}
      <article className="event-page__event" aria-labelledby="event-title">
        <EventGallery images={event.images} />
        <div className="event-page__main">
          <p className="event-page__category">
            <span className="event-card__category">{event.category.name}</span>
            {over ? <span className="badge">{t('event.ended')}</span> : null}
          </p>
          <h1 id="event-title" className="event-page__title" lang={event.lang === locale ? undefined : event.lang}>
            {event.title}
          </h1>
          <dl className="event-facts">
            <div>
              <dt>{t('event.dates')}</dt>
              <dd>{formatSpan(event.start_date, event.end_date, locale)}</dd>
            </div>
            <div>
              <dt>{over ? t('event.lastDay') : t('event.nextDay')}</dt>
              <dd>
                <time dateTime={event.next_date}>{formatDay(event.next_date, locale)}</time>, {formatHours(event, locale)}
              </dd>
            </div>
            <div>
              <dt>{t('event.where')}</dt>
              <dd>
                <address className="event-facts__address">
                  {event.address}
                  <br />
                  {event.city}, {event.state} {event.zip}
                </address>
                {event.location ? null : (
                  <a className="event-facts__map" href={addressSearch(event)} target="_blank" rel="noopener noreferrer">
                    {t('event.openMap')}
                  </a>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('event.organizer')}</dt>
              <dd>{event.organizer.business_id ? <Link to={paths.business(event.organizer.business_id)}>{event.organizer.name}</Link> : event.organizer.name}</dd>
            </div>
          </dl>
          {over ? null : <AddToCalendar href={event.calendar_url} id={event.id} />}
          {votes ? (
            <div className="event-page__votes">
              <VoteButtons kind={EVENT_VOTE_KIND} id={event.id} state={votes} action={eventPath(event.id)} signedIn={signedIn} own={event.own} />
            </div>
          ) : null}
        </div>
      </article>
      {event.location ? (
        <section className="event-page__place" aria-labelledby="event-place">
          <h2 id="event-place" className="event-section-title">
            {t('event.map')}
          </h2>
          <PlaceMap lat={event.location.lat} lng={event.location.lng} name={event.title} tiles={tiles} />
        </section>
      ) : null}
      <EventSchedule event={event} />
      <section className="event-page__about" aria-labelledby="event-about">
        <h2 id="event-about" className="event-section-title">
          {t('event.about')}
        </h2>
        <p className="event-page__description" lang={event.lang === locale ? undefined : event.lang}>
          {event.description}
        </p>
      </section>
      <CalendarSubscribe feed={feed} categoryName={event.category.name} />
    </div>
  );
}
