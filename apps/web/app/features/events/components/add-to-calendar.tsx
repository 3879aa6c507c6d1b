import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/button.ts';

/**
 * "Add to calendar": the event's own calendar file (.ics, RFC 5545). Apple Calendar and
 * Outlook open it at once; Google Calendar imports it (Settings → Import), recurrences, days
 * off and the Chicago time zone included.
 */
export function AddToCalendar({ href, id }: { href: string; id: number }) {
  const { t } = useTranslation('events');
  return (
    <div className="add-to-calendar">
      <a className={buttonClass('primary', { extra: 'add-to-calendar__button' })} href={href} download={`event-${id}.ics`} type="text/calendar">
        {t('event.addToCalendar')}
      </a>
      <p className="add-to-calendar__hint muted">{t('event.addToCalendarHint')}</p>
    </div>
  );
}
