import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventsResponse } from '@gazeta/contract';
import { ALL_EVENTS, eventsHref } from '../events-query.ts';
import { EventCard } from './event-card.tsx';

/** The "events" group of the search results: the soonest upcoming events that match, their count, and the way to all of them in the calendar. */
export function EventsInSearch({ result }: { result: EventsResponse }) {
  const { t } = useTranslation('events');
  if (result.total === 0 || !result.query) return null;
  return (
    <section className="search-group" aria-labelledby="events-in-search-heading" data-group="events">
      <h2 id="events-in-search-heading" className="section-title">
        {t('search.heading')}
      </h2>
      <p className="search-group__count">{t('search.found', { count: result.total })}</p>
      <ul className="event-list">
        {result.data.map((event) => (
          <li key={event.id} className="event-list__item">
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      <Link to={eventsHref({ ...ALL_EVENTS, q: result.query })} className="search-group__all">
        {t('search.all', { count: result.total })}
      </Link>
    </section>
  );
}
