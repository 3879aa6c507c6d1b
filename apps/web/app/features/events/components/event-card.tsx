import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventSummary, Locale } from '@gazeta/contract';
import { eventPath } from '../events-query.ts';
import { formatDayShort, formatHours, formatMonthShort } from '../event-format.ts';

/** One event in a list: its poster, the day it is shown on, title, hours, place and kind. */
export function EventCard({ event, eager = false, past = false }: { event: EventSummary; eager?: boolean; past?: boolean }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language as Locale;
  const titleId = `event-card-${event.id}`;
  return (
    <article className="event-card" aria-labelledby={titleId} data-event={event.id}>
      {event.image ? (
        <img
          className="event-card__image"
          src={event.image.src}
          srcSet={event.image.srcset}
          sizes="(min-width: 1100px) 22rem, (min-width: 720px) 45vw, 100vw"
          width={event.image.width}
          height={event.image.height}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="event-card__body">
        <p className="event-card__date" aria-hidden="true">
          <span className="event-card__day">{Number(event.next_date.slice(8))}</span>
          <span className="event-card__month">{formatMonthShort(event.next_date, locale)}</span>
        </p>
        <div className="event-card__text">
          <h3 id={titleId} className="event-card__title">
            <Link to={eventPath(event.id)}>{event.title_highlight ? <span dangerouslySetInnerHTML={{ __html: event.title_highlight }} /> : event.title}</Link>
          </h3>
          <p className="event-card__when">
            <time dateTime={event.next_date}>{formatDayShort(event.next_date, locale)}</time>
            {past ? null : <>, {formatHours(event, locale)}</>}
          </p>
          <p className="event-card__meta">
            <span>
              {event.city}, {event.state}
            </span>
            <span className="event-card__category">{event.category.name}</span>
            {event.recurring ? <span className="badge">{t('card.days', { count: event.days_count })}</span> : null}
          </p>
        </div>
      </div>
    </article>
  );
}
