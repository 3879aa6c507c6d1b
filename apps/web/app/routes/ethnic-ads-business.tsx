import { Link, useRouteLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENTS_OF_BUSINESS, formatPhone, type Business, type EventsResponse, type Locale, type MapTiles, type VoteState } from '@gazeta/contract';
import type { Route } from './+types/ethnic-ads-business';
import { MAP_LINKS, PlaceMap } from '../components/place-map.tsx';
import { RatingStars } from '../components/rating-stars.tsx';
import { VoteButtons } from '../components/vote-buttons.tsx';
import { getBusiness } from '../features/businesses/api/get-business.ts';
import { businessJsonLd } from '../features/businesses/business-json-ld.ts';
import { BusinessGallery } from '../features/businesses/components/business-gallery.tsx';
import { OpenStatus } from '../features/businesses/components/open-status.tsx';
import { ScheduleTable } from '../features/businesses/components/schedule-table.tsx';
import { businessPath, directoryHref, ALL_BUSINESSES, DIRECTORY_PATH } from '../features/businesses/directory-query.ts';
import { getBusinessEvents } from '../features/events/api/get-business-events.ts';
import { formatDayShort, formatHours } from '../features/events/event-format.ts';
import { eventPath } from '../features/events/events-query.ts';
import { useMinuteClock } from '../features/print/index.ts';
import { formatDateTime } from '../lib/format.ts';
import { getMapTiles } from '../lib/geo.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { describeText, namespacedSeoMeta, originOf, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';
import { votesOf, votesOnlyAction } from '../lib/votes.server.ts';
import type { loader as rootLoader } from '../root.tsx';

/** The kind of subject businesses are to the votes (the server's businesses module registers it). */
const BUSINESS_VOTE_KIND = 'business';

export const handle: RouteHandle = { titleKey: 'businesses:meta.titles.business' };

// The place map's stylesheets (Leaflet's is no other page's).
export const links: Route.LinksFunction = () => MAP_LINKS;

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = pageApi(context);
  const id = idFrom(params.id);
  // A listing not in the directory (its owner's or staff's view) takes no votes: null. The events
  // it organises are read beside it; without them the page stands as it is.
  const [business, tiles, votes, events] = await Promise.all([
    getBusiness(api, id),
    getMapTiles(api),
    votesOf(context, BUSINESS_VOTE_KIND, id),
    getBusinessEvents(api, id, EVENTS_OF_BUSINESS).catch((error: unknown) => {
      console.error('Failed to get the events of a business', error);
      return null;
    }),
  ]);
  const { origin } = getRenderContext(context);
  // Only a listing readers see is an organiser the calendar links.
  return { business, tiles, votes, events: business.listed ? events : null, url: `${origin}${businessPath(business.id)}`, now: new Date().toISOString() };
}

/** The page's forms: a member's like or dislike, and their rating (decision 029). */
export const action = ({ context, params, request }: Route.ActionArgs) => votesOnlyAction(context, BUSINESS_VOTE_KIND, idFrom(params.id), request);

export const meta: Route.MetaFunction = (args) => {
  const data = args.loaderData;
  if (!data) return [];
  const { business, url } = data;
  const origin = originOf(args.matches, url);
  const category = business.categories[0];
  return namespacedSeoMeta(
    args,
    {
      titleKey: handle.titleKey,
      titleValues: { name: business.name },
      description: describeText(business.information),
      image: business.images[0] ?? business.logo,
      // A listing readers do not see in the directory (its owner's or staff's view) is not for search engines.
      noindex: !business.listed,
      breadcrumbs: [
        { nameKey: 'businesses:catalogue.heading', path: DIRECTORY_PATH },
        ...(category ? [{ name: category.name, path: directoryHref({ ...ALL_BUSINESSES, category: category.slug }) }] : []),
        { name: business.name, path: businessPath(business.id) },
      ],
    },
    [{ 'script:ld+json': businessJsonLd(business, { url, origin }) }],
  );
};

/** One business (spec §2 /ethnic-ads/{id}). */
export default function BusinessPage({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>('root')?.user);
  return (
    <BusinessView
      key={loaderData.business.id}
      business={loaderData.business}
      events={loaderData.events}
      tiles={loaderData.tiles}
      votes={loaderData.votes}
      signedIn={signedIn}
      serverNow={loaderData.now}
    />
  );
}

function notListedState(business: Business): 'awaiting_review' | 'rejected' | 'inactive' {
  if (business.status === 'approved') return 'inactive';
  return business.status;
}

/** The upcoming events the business organises, soonest first: a date and a link each; nothing when there are none. */
function BusinessEvents({ events }: { events: EventsResponse | null }) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  if (!events || events.data.length === 0) return null;
  return (
    <section aria-labelledby="business-events-heading" className="business-events">
      <h2 id="business-events-heading" className="section-title">
        {t('business.upcomingEvents')}
      </h2>
      <ul className="business-events__list">
        {events.data.map((event) => (
          <li key={event.id} className="business-events__item">
            <time dateTime={event.next_date} className="business-events__date">
              {formatDayShort(event.next_date, locale)}, {formatHours(event, locale)}
            </time>
            <Link to={eventPath(event.id)} className="business-events__title" lang={event.lang === locale ? undefined : event.lang}>
              {event.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BusinessView({
  business,
  events,
  tiles,
  votes,
  signedIn,
  serverNow,
}: {
  business: Business;
  events: EventsResponse | null;
  tiles: MapTiles;
  votes: VoteState | null;
  signedIn: boolean;
  serverNow: string;
}) {
  const { t, i18n } = useTranslation('businesses');
  const locale = i18n.language as Locale;
  const now = useMinuteClock(serverNow);
  const category = business.categories[0];
  return (
    <div className="container business-page">
      <nav className="ad-page__back" aria-label={t('business.back')}>
        <Link to={DIRECTORY_PATH}>{t('catalogue.heading')}</Link>
        {category ? (
          <>
            <span aria-hidden="true"> › </span>
            <Link to={directoryHref({ ...ALL_BUSINESSES, category: category.slug })}>{category.name}</Link>
          </>
        ) : null}
      </nav>
      {business.listed ? null : <p className="notice business-page__state">{t('business.notListed', { state: t(`business.states.${notListedState(business)}`) })}</p>}
      <header className="business-page__header">
        {business.logo ? (
          <img className="business-page__logo" src={business.logo.src} srcSet={business.logo.srcset} sizes="128px" width={128} height={128} alt={business.logo.alt} fetchPriority="high" decoding="async" />
        ) : null}
        <div>
          <h1 className="page-title business-page__name">{business.name}</h1>
          <p className="business-card__categories">{business.categories.map((c) => c.name).join(' · ')}</p>
          <OpenStatus schedule={business.schedule} now={now} className="business-page__open" />
        </div>
      </header>

      {votes ? (
        <section className="business-page__votes" aria-labelledby="business-votes-heading">
          <h2 id="business-votes-heading" className="visually-hidden">
            {t('business.votes')}
          </h2>
          {votes.rating ? <RatingStars rating={votes.rating} action={businessPath(business.id)} signedIn={signedIn} own={business.own} /> : null}
          <VoteButtons kind={BUSINESS_VOTE_KIND} id={business.id} state={votes} action={businessPath(business.id)} signedIn={signedIn} own={business.own} />
        </section>
      ) : null}

      {business.hot_deal ? (
        <section className="business-deal" aria-labelledby="business-deal-heading">
          <h2 id="business-deal-heading" className="business-deal__title">
            {t('business.hotDeal')}
          </h2>
          <p className="business-deal__text">{business.hot_deal.text}</p>
          <p className="business-deal__dates">
            {business.hot_deal.running
              ? t('business.hotDealDates', { from: formatDateTime(business.hot_deal.starts_at, locale), until: formatDateTime(business.hot_deal.ends_at, locale) })
              : t('business.hotDealSoon', { from: formatDateTime(business.hot_deal.starts_at, locale) })}
          </p>
        </section>
      ) : null}

      <div className="business-page__columns">
        <div className="business-page__main">
          <section aria-labelledby="business-about-heading">
            <h2 id="business-about-heading" className="section-title">
              {t('business.about')}
            </h2>
            <p className="business-page__information">{business.information}</p>
          </section>
          {business.tags.length > 0 ? (
            <section aria-labelledby="business-tags-heading">
              <h2 id="business-tags-heading" className="section-title">
                {t('business.tags')}
              </h2>
              <ul className="business-tags">
                {business.tags.map((tag) => (
                  <li key={tag.slug}>
                    <Link to={directoryHref({ ...ALL_BUSINESSES, tag: tag.slug })} className="business-tags__tag">
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <BusinessEvents events={events} />
          <BusinessGallery images={business.images} headingId="business-photos-heading" />
        </div>

        <aside className="business-page__side">
          <section aria-labelledby="business-contacts-heading">
            <h2 id="business-contacts-heading" className="section-title">
              {t('business.contacts')}
            </h2>
            <dl className="ad-facts business-facts">
              <div>
                <dt>{t('business.address')}</dt>
                <dd>
                  <address className="business-facts__address">
                    {business.address}
                    <br />
                    {business.city}, {business.state} {business.zip}
                  </address>
                </dd>
              </div>
              <div>
                <dt>{t('business.phone')}</dt>
                <dd>
                  <a href={`tel:${business.phone}`} className="ad-facts__phone">
                    {formatPhone(business.phone)}
                  </a>
                </dd>
              </div>
              {business.email ? (
                <div>
                  <dt>{t('business.email')}</dt>
                  <dd>
                    <a href={`mailto:${business.email}`}>{business.email}</a>
                  </dd>
                </div>
              ) : null}
              {business.website ? (
                <div>
                  <dt>{t('business.website')}</dt>
                  <dd>
                    <a href={business.website} rel="nofollow noopener noreferrer" target="_blank" className="business-facts__link">
                      {business.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </div>
              ) : null}
              {business.social.length > 0 ? (
                <div>
                  <dt>{t('business.social')}</dt>
                  <dd>
                    <ul className="business-facts__links">
                      {business.social.map((link) => (
                        <li key={link}>
                          <a href={link} rel="nofollow noopener noreferrer" target="_blank" className="business-facts__link">
                            {link.replace(/^https?:\/\/(www\.)?/, '')}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
              {business.contacts ? (
                <div>
                  <dt>{t('business.contactPerson')}</dt>
                  <dd className="business-page__information">{business.contacts}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('business.languages')}</dt>
                <dd>{business.languages.map((code) => t(`languages.${code}`)).join(', ')}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="business-map-heading">
            <h2 id="business-map-heading" className="section-title">
              {t('business.map')}
            </h2>
            {business.location ? <PlaceMap lat={business.location.lat} lng={business.location.lng} name={business.name} tiles={tiles} /> : <p className="muted">{t('business.noMap')}</p>}
          </section>
          <section aria-labelledby="business-hours-heading">
            <h2 id="business-hours-heading" className="section-title">
              {t('business.hours')}
            </h2>
            <ScheduleTable schedule={business.schedule} now={now} headingId="business-hours-heading" />
          </section>
        </aside>
      </div>
    </div>
  );
}
