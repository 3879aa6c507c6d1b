import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS, type Locale, type ModerationEvent } from '@gazeta/contract';
import { formatDay, formatHours, formatSpan } from '../event-format.ts';
import { ReviewPictures } from '../../../components/review-pictures.tsx';

/** An event awaiting review as staff see it: what readers will see of it, then the decision. */
export function EventReviewItem({ event, decision }: { event: ModerationEvent; decision: ReactNode }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language as Locale;
  const titleId = `review-event-${event.id}`;
  const days = WEEKDAYS.filter((day) => event.schedule[day] !== undefined);
  return (
    <article className="moderation-item" aria-labelledby={titleId}>
      <header className="moderation-item__header">
        <p className="post__top">
          <span className="post__tag">{t(`categories.${event.category}`)}</span>
        </p>
        <h2 id={titleId} className="moderation-item__title">
          {event.title}
        </h2>
        <p className="post__meta">
          <span>{t('review.by', { name: event.author.name })}</span> · {formatSpan(event.start_date, event.end_date, locale)} · {t('review.days', { count: event.days_count })}
        </p>
      </header>
      <p className="my-event__text">{event.description}</p>
      <dl className="event-review__facts">
        <div>
          <dt>{t('event.where')}</dt>
          <dd>
            {event.address}, {event.city}, {event.state} {event.zip}
          </dd>
        </div>
        <div>
          <dt>{t('event.schedule')}</dt>
          <dd>
            {days.map((day) => {
              const hours = event.schedule[day]!;
              return (
                <span key={day} className="event-review__day">
                  {t(`weekdays.${day}`)}: {hours === 'off' ? t('event.dayOff') : formatHours(hours, locale)}
                </span>
              );
            })}
          </dd>
        </div>
        {event.days_off.length > 0 ? (
          <div>
            <dt>{t('event.daysOff')}</dt>
            <dd>{event.days_off.map((day) => formatDay(day, locale)).join('; ')}</dd>
          </div>
        ) : null}
        {event.organizer ? (
          <div>
            <dt>{t('event.organizer')}</dt>
            <dd>{event.organizer}</dd>
          </div>
        ) : null}
      </dl>
      <ReviewPictures images={event.images} />
      {decision}
    </article>
  );
}
