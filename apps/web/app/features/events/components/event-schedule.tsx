import { useTranslation } from 'react-i18next';
import { WEEKDAYS, weekdaysIn, type EventView, type Locale } from '@gazeta/contract';
import { formatDay, formatDayMonth, formatHours } from '../event-format.ts';

/** How many of the days to come the page lists before "and N more". */
const DAYS_SHOWN = 8;

/**
 * When an event takes place: its weekly schedule (each weekday of its span with its hours, or
 * "day off"), the days it skips, and the next days. A one-day event has its day and hours only.
 */
export function EventSchedule({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language as Locale;
  const days = weekdaysIn(event.start_date, event.end_date);
  const rows = WEEKDAYS.filter((day) => days.includes(day) && event.schedule[day] !== undefined);
  const over = event.upcoming.length === 0;
  return (
    <section className="event-schedule" aria-labelledby="event-schedule-title">
      <h2 id="event-schedule-title" className="event-section-title">
        {t('event.schedule')}
      </h2>
      {event.start_date !== event.end_date ? (
        <table className="event-schedule__week">
          <caption className="visually-hidden">{t('event.weekly')}</caption>
          <tbody>
            {rows.map((day) => {
              const hours = event.schedule[day]!;
              return (
                <tr key={day} className={hours === 'off' ? 'event-schedule__off' : undefined}>
                  <th scope="row">{t(`weekdays.${day}`)}</th>
                  <td>{hours === 'off' ? t('event.dayOff') : formatHours(hours, locale)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {event.days_off.length > 0 ? (
        <div className="event-schedule__days-off">
          <h3 className="event-schedule__subtitle">{t('event.daysOff')}</h3>
          <ul>
            {event.days_off.map((day) => (
              <li key={day}>
                <time dateTime={day}>{formatDay(day, locale)}</time>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {over ? (
        <p className="notice">{t('event.over')}</p>
      ) : (
        <div className="event-schedule__next">
          <h3 className="event-schedule__subtitle">{t('event.nextDays')}</h3>
          <ul className="event-schedule__dates">
            {event.upcoming.slice(0, DAYS_SHOWN).map((day) => (
              <li key={day}>
                <time dateTime={day}>{formatDay(day, locale)}</time>
              </li>
            ))}
          </ul>
          {event.days_count > DAYS_SHOWN && event.upcoming.length > DAYS_SHOWN ? (
            <p className="muted">{t('event.andMore', { count: event.upcoming.length - DAYS_SHOWN, last: formatDayMonth(event.upcoming.at(-1)!, locale) })}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
