import { Trans, useTranslation } from 'react-i18next';
import { openIssues, timeLeft, type Locale, type ScheduledIssue } from '@gazeta/contract';
import { durationParts, formatDeadline, formatIssueDay } from '../format.ts';
import { useMinuteClock } from '../hooks/use-minute-clock.ts';

export interface NextIssueCountdownProps {
  /** The schedule as the API gives it (any editions; see loadPrintSchedule). */
  schedule: readonly ScheduledIssue[];
  /** Only this edition's issues (a slug); the earliest open issue of any edition when absent. */
  edition?: string;
  /** When the schedule was read (loadPrintSchedule's `now`): the first render counts from it. */
  now: string;
  /** Also say when booking closes, as a day and time in Chicago. */
  showDeadline?: boolean;
  className?: string;
}

/**
 * "Next issue Thu, Dec 3 · deadline in 1 day 4 hours": the next issue still open for booking
 * and the time left to book it, ticking each minute; when the deadline passes it moves on to
 * the issue after. The server renders it with the time the schedule was read and the browser's
 * first render does the same (no hydration mismatch); then it follows the browser's clock.
 * Not a live region: a screen reader is not told every minute.
 */
export function NextIssueCountdown({ schedule, edition, now, showDeadline = false, className }: NextIssueCountdownProps) {
  const { t, i18n } = useTranslation('print');
  const locale = i18n.language as Locale;
  const clock = new Date(useMinuteClock(now));
  const next = openIssues(schedule, clock, edition)[0];
  const classes = ['countdown', className].filter(Boolean).join(' ');
  if (!next) return (
    <p className={classes} data-testid="next-issue-countdown">
      {t('countdown.none')}
    </p>
  );

  const left = timeLeft(next.deadlineAt, clock);
  const parts = durationParts(left);
  return (
    <p className={classes} data-testid="next-issue-countdown" data-issue={next.id}>
      <span className="countdown__issue">
        <Trans
          t={t}
          i18nKey="countdown.nextIssue"
          values={{ date: formatIssueDay(next.date, locale) }}
          components={{ date: <time dateTime={next.date} className="countdown__date" suppressHydrationWarning /> }}
        />
      </span>
      <span className="countdown__separator" aria-hidden="true">
        {' · '}
      </span>
      <span className="countdown__left">
        {parts.length === 0 ? (
          t('countdown.deadlineSoon')
        ) : (
          <Trans
            t={t}
            i18nKey="countdown.deadlineIn"
            values={{ left: parts.map((part) => t(`duration.${part.unit}`, { count: part.count })).join(' ') }}
            components={{ left: <time dateTime={`P${left.days}DT${left.hours}H${left.minutes}M`} className="countdown__time" /> }}
          />
        )}
      </span>
      {showDeadline && (
        <span className="countdown__deadline">
          {t('countdown.closes', { deadline: formatDeadline(next.deadlineAt, locale) })}
        </span>
      )}
    </p>
  );
}
