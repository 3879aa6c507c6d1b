import { useTranslation } from 'react-i18next';
import type { Locale, WeeklySchedule } from '@gazeta/contract';
import { scheduleRows } from '../schedule-text.ts';

/** The weekly hours, Monday first, today's row marked (in words too, not by colour alone). */
export function ScheduleTable({ schedule, now, headingId }: { schedule: WeeklySchedule; now: number; headingId: string }) {
  const { t, i18n } = useTranslation('businesses');
  const rows = scheduleRows(schedule, now, i18n.language as Locale);
  return (
    <table className="schedule-table" aria-labelledby={headingId}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.day} className={row.today ? 'schedule-table__today' : undefined} aria-current={row.today ? 'date' : undefined}>
            <th scope="row">
              {t(`days.${row.day}`)}
              {row.today ? <span className="schedule-table__mark"> ({t('business.today')})</span> : null}
            </th>
            <td>
              {row.hours === null
                ? t('business.notGiven')
                : row.hours === 'off'
                  ? t('business.dayOff')
                  : row.hours.allDay
                    ? t('business.allDay')
                    : `${row.hours.opens} – ${row.hours.closes}`}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
