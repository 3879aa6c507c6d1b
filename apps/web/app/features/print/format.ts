import type { Locale, PrintEdition } from '@gazeta/contract';

/** Issues and deadlines are Chicago's (ARCHITECTURE.md "Data"), wherever the reader is. */
const TIME_ZONE = 'America/Chicago';
const tag = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-US');

const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formats.get(`${key} ${locale}`);
  if (!found) {
    found = new Intl.DateTimeFormat(tag(locale), options);
    formats.set(`${key} ${locale}`, found);
  }
  return found;
}

/** An issue's day, short: "Thu, Dec 3" / "чт, 3 дек.". */
export function formatIssueDay(day: string, locale: Locale): string {
  // A calendar day read at noon UTC is the same day in Chicago.
  return format('day', locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00Z`));
}

/** A day in words, without its year: "December 31" / "31 декабря". */
export function formatDayMonth(day: string, locale: Locale): string {
  return format('day-month', locale, { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${day}T12:00:00Z`));
}

/** A booking deadline on Chicago's clocks: "Mon, Nov 30, 5:00 PM" / "пн, 30 нояб., 17:00". */
export function formatDeadline(instant: string, locale: Locale): string {
  return format('deadline', locale, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** A wall-clock time (HH:MM) as the reader's language writes it: "5:00 PM" / "17:00". */
export function formatWallTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return format('time', locale, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(new Date(Date.UTC(2000, 0, 1, hours, minutes)));
}

export type DurationUnit = 'days' | 'hours' | 'minutes';

/**
 * The two largest units of a time left, zeros dropped: 1 d 4 h, 3 h 5 min, 12 min. Less than a
 * minute is nothing.
 */
export function durationParts(left: { days: number; hours: number; minutes: number }): { unit: DurationUnit; count: number }[] {
  const units: { unit: DurationUnit; count: number }[] = [
    { unit: 'days', count: left.days },
    { unit: 'hours', count: left.hours },
    { unit: 'minutes', count: left.minutes },
  ];
  const first = units.findIndex((part) => part.count > 0);
  if (first === -1) return [];
  return units.slice(first, first + 2).filter((part) => part.count > 0);
}

/** The weekday booking closes on (ISO, 1 Monday … 7 Sunday): the issue's, `deadline_days_before` earlier. */
export function deadlineWeekday(edition: Pick<PrintEdition, 'issue_weekday' | 'deadline_days_before'>): number {
  return ((((edition.issue_weekday - 1 - edition.deadline_days_before) % 7) + 7) % 7) + 1;
}
