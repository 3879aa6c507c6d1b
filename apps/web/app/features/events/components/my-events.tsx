import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EVENT_STATUSES, type Locale, type MyEvent } from '@gazeta/contract';
import { PopupTrigger } from '../../../components/popup-trigger.tsx';
import { paths } from '../../../lib/paths.ts';
import { eventPath } from '../events-query.ts';
import { formatDay, formatSpan } from '../event-format.ts';

/** What the list opens about one event: its form and its deletion's question (each at its own address, usePopupAddress). */
interface EventPopups {
  onEdit: (event: MyEvent) => void;
  onDelete: (event: MyEvent) => void;
}

function MyEventCard({ event, onEdit, onDelete }: { event: MyEvent } & EventPopups) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language as Locale;
  const titleId = `my-event-${event.id}`;
  return (
    <article className="my-event" aria-labelledby={titleId}>
      {event.images[0] ? <img className="my-event__image" src={event.images[0].src} alt="" width={event.images[0].width} height={event.images[0].height} loading="lazy" /> : null}
      <div className="my-event__body">
        <header className="my-event__header">
          <h3 id={titleId} className="my-event__title">
            {event.status === 'published' ? <Link to={eventPath(event.id)}>{event.title}</Link> : event.title}
          </h3>
          <span className={`badge badge--${event.status}`}>{t(`page.status.${event.status}`)}</span>
        </header>
        <p className="muted">
          {t(`categories.${event.category}`)} · {formatSpan(event.start_date, event.end_date, locale)} · {event.city}
        </p>
        <p>{event.next_date ? t('page.next', { day: formatDay(event.next_date, locale) }) : t('page.over')}</p>
        {event.rejection_reason ? <p className="notice notice--error">{t('page.reason', { reason: event.rejection_reason })}</p> : null}
        <div className="my-event__actions">
          <PopupTrigger to={paths.profileEvents({ edit: event.id })} onOpen={() => onEdit(event)} className="button button--secondary button--small">
            {t('page.edit')}
          </PopupTrigger>
          {event.status !== 'published' ? (
            <Link className="button button--quiet button--small" to={eventPath(event.id)}>
              {t('page.preview')}
            </Link>
          ) : null}
          <PopupTrigger to={paths.profileEvents({ delete: event.id })} onOpen={() => onDelete(event)} className="button button--danger button--small">
            {t('page.delete')}
          </PopupTrigger>
        </div>
      </div>
    </article>
  );
}

/** The owner's events grouped by state (spec §2 /profile/events): waiting for review, published, not accepted. */
export function MyEvents({ data, onEdit, onDelete }: { data: MyEvent[] } & EventPopups) {
  const { t } = useTranslation('events');
  if (data.length === 0) return <p className="notice">{t('page.empty')}</p>;
  return (
    <>
      {EVENT_STATUSES.map((status) => {
        const events = data.filter((event) => event.status === status);
        if (events.length === 0) return null;
        return (
          <section key={status} className="my-events__group" aria-labelledby={`events-${status}`}>
            <h2 id={`events-${status}`} className="my-events__heading">
              {t(`page.groups.${status}`)} ({events.length})
            </h2>
            <ul className="my-events__list">
              {events.map((event) => (
                <li key={event.id}>
                  <MyEventCard event={event} onEdit={onEdit} onDelete={onDelete} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
