import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventView, Locale } from '@gazeta/contract';
import type { Route } from './+types/event';
import { getEvent } from '../features/events/api/get-event.ts';
import { AddToCalendar } from '../features/events/components/add-to-calendar.tsx';
import { CalendarSubscribe } from '../features/events/components/catalogue-tools.tsx';
import { EventGallery } from '../features/events/components/event-gallery.tsx';
import { EventSchedule } from '../features/events/components/event-schedule.tsx';
import { formatDay, formatHours, formatSpan } from '../features/events/event-format.ts';
import { eventJsonLd } from '../features/events/event-json-ld.ts';
import { calendarFeed, eventPath, eventsHref, ALL_EVENTS, EVENTS_BASE } from '../features/events/events-query.ts';
import { eventsSeoMeta } from '../features/events/events-meta.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'events:meta.titles.event' };

/** A description for search engines and link previews: the text on one line, cut at a word. */
function describe(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/** A map of the place: its position when the event has one, else its address, on OpenStreetMap. */
function mapLink(event: EventView): string {
  if (event.location) return `https://www.openstreetmap.org/?mlat=${event.location.lat}&mlon=${event.location.lng}#map=16/${event.location.lat}/${event.location.lng}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${event.address}, ${event.city}, ${event.state} ${event.zip}`)}`;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const event = await getEvent(pageApi(context), idFrom(params.id));
  const { origin } = getRenderContext(context);
  return { event, url: `${origin}${eventPath(event.id)}`, feed: calendarFeed(origin, event.category.slug) };
}

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { event, url } = data;
  const origin = rootMetaOf(args.matches)?.origin ?? new URL(url).origin;
  return eventsSeoMeta(
    args,
    {
      titleKey: handle.titleKey,
      titleValues: { title: event.title },
      description: describe(event.description),
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
  return <EventArticle key={loaderData.event.id} event={loaderData.event} feed={loaderData.feed} />;
}

function EventArticle({ event, feed }: { event: EventView; feed: { https: string; webcal: string } }) {
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
                <a className="event-facts__map" href={mapLink(event)} target="_blank" rel="noopener noreferrer">
                  {t('event.openMap')}
                </a>
              </dd>
            </div>
            <div>
              <dt>{t('event.organizer')}</dt>
              <dd>{event.organizer.business_id ? <Link to={`${paths.ethnicAds()}/${event.organizer.business_id}`}>{event.organizer.name}</Link> : event.organizer.name}</dd>
            </div>
          </dl>
          {over ? null : <AddToCalendar href={event.calendar_url} id={event.id} />}
        </div>
      </article>
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
