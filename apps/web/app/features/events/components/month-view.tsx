import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shiftMonth, WEEKDAYS, type EventMonthResponse, type Locale } from '@gazeta/contract';
import { eventPath, eventsHref, type EventsPageQuery } from '../events-query.ts';
import { formatDay, formatMonth, formatTime } from '../event-format.ts';

/**
 * The month view: a week per row on a wide screen (Monday first), each day with its first
 * events and how many more; on a phone the days that have events, one under another. Each day
 * is named in full for screen readers; the month before and after are links.
 */
export function MonthView({ month, query }: { month: EventMonthResponse; query: EventsPageQuery }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language as Locale;
  const inMonth = (date: string) => date.startsWith(month.month);
  const busy = month.days.some((day) => inMonth(day.date) && day.count > 0);
  const to = (by: number) => eventsHref({ ...query, view: 'month', month: shiftMonth(month.month, by), cursor: null, when: null, q: null });
  return (
    <section className="month" aria-labelledby="month-title">
      <header className="month__header">
        <Link className="month__nav" to={to(-1)} rel="prev">
          <span aria-hidden="true">‹ </span>
          {formatMonth(shiftMonth(month.month, -1), locale)}
        </Link>
        <h2 id="month-title" className="month__title">
          {formatMonth(month.month, locale)}
        </h2>
        <Link className="month__nav" to={to(1)} rel="next">
          {formatMonth(shiftMonth(month.month, 1), locale)}
          <span aria-hidden="true"> ›</span>
        </Link>
      </header>
      {busy ? null : <p className="notice">{t('month.empty')}</p>}
      <div className="month__weekdays" aria-hidden="true">
        {WEEKDAYS.map((day) => (
          <span key={day}>{t(`weekdaysShort.${day}`)}</span>
        ))}
      </div>
      <ol className="month__days">
        {month.days.map((day) => {
          const classes = ['month__day', inMonth(day.date) ? '' : 'month__day--other', day.count > 0 ? 'month__day--busy' : 'month__day--empty', day.date === month.today ? 'month__day--today' : '']
            .filter(Boolean)
            .join(' ');
          return (
            <li key={day.date} className={classes} aria-current={day.date === month.today ? 'date' : undefined}>
              <h3 className="month__date">
                <span className="month__number" aria-hidden="true">
                  {Number(day.date.slice(8))}
                </span>
                <span className="month__full">{formatDay(day.date, locale)}</span>
                {day.count > 0 ? <span className="visually-hidden">: {t('month.count', { count: day.count })}</span> : null}
              </h3>
              {day.events.length > 0 ? (
                <ul className="month__events">
                  {day.events.map((event) => (
                    <li key={event.id}>
                      <Link to={eventPath(event.id)} className="month__event">
                        <span className="month__time">{event.opens ? formatTime(event.opens, locale) : ''}</span> {event.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {day.count > day.events.length ? <p className="month__more">{t('month.more', { count: day.count - day.events.length })}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
