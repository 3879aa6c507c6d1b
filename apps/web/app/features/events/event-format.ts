import { formatClockTime12, type Locale } from '@gazeta/contract';

/** Event times are Chicago's wall clock (HH:MM): "07:00 PM" in English, "19:00" in Russian. */
export const formatTime = (time: string, locale: Locale) => (locale === 'en' ? formatClockTime12(time) : time);

export const formatHours = (hours: { opens: string; closes: string }, locale: Locale) => `${formatTime(hours.opens, locale)}–${formatTime(hours.closes, locale)}`;

const tag = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-US');
const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: Locale, kind: 'weekday' | 'short' | 'month' | 'dayMonth' | 'monthShort') {
  const key = `${locale} ${kind}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'weekday'
        ? { weekday: 'long', day: 'numeric', month: 'long' }
        : kind === 'short'
          ? { weekday: 'short', day: 'numeric', month: 'short' }
          : kind === 'month'
            ? { month: 'long', year: 'numeric' }
            : kind === 'monthShort'
              ? { month: 'short' }
              : { day: 'numeric', month: 'long' };
    found = new Intl.DateTimeFormat(tag(locale), { timeZone: 'UTC', ...options });
    formats.set(key, found);
  }
  return found;
}

/** A calendar day (YYYY-MM-DD) read as itself, whatever the reader's zone. */
const day = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Thursday, November 19" / "четверг, 19 ноября". */
export const formatDay = (date: string, locale: Locale) => format(locale, 'weekday').format(day(date));
/** "Thu, Nov 19" / "чт, 19 нояб.". */
export const formatDayShort = (date: string, locale: Locale) => format(locale, 'short').format(day(date));
/** "November 2026" / "ноябрь 2026 г.". */
export const formatMonth = (month: string, locale: Locale) => {
  const text = format(locale, 'month').format(day(`${month}-01`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** The month of a card's date badge: "Nov" / "нояб.". */
export const formatMonthShort = (date: string, locale: Locale) => format(locale, 'monthShort').format(day(date));
/** "November 19" / "19 ноября". */
export const formatDayMonth = (date: string, locale: Locale) => format(locale, 'dayMonth').format(day(date));

/** An event's span: one day, or "Fri, Nov 20 – Sun, Nov 22". */
export const formatSpan = (start: string, end: string, locale: Locale) => (start === end ? formatDay(start, locale) : `${formatDayShort(start, locale)} – ${formatDayShort(end, locale)}`);
