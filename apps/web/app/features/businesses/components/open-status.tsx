import { useTranslation } from 'react-i18next';
import type { Locale, WeeklySchedule } from '@gazeta/contract';
import { openLine } from '../schedule-text.ts';

/**
 * "Open now · closes at 6:00 PM" / "Closed · opens Monday at 9:00 AM", read off the schedule at
 * `now` (Chicago time). The page gives `now`: the instant its data was read while rendering and
 * hydrating, then the browser's own clock, minute by minute.
 */
export function OpenStatus({ schedule, now, className }: { schedule: WeeklySchedule; now: number; className?: string }) {
  const { t, i18n } = useTranslation('businesses');
  const line = openLine(schedule, now, i18n.language as Locale, (key, values) => t(key, values ?? {}));
  return (
    <p className={`open-status open-status--${line.open ? 'open' : 'closed'}${className ? ` ${className}` : ''}`}>
      <span className="open-status__dot" aria-hidden="true" />
      {line.text}
    </p>
  );
}
