import type { Locale } from '@gazeta/contract';

/** Dates are the newspaper's: Chicago time (ARCHITECTURE.md "Data"). */
const TIME_ZONE = 'America/Chicago';
const tag = (locale: Locale) => (locale === 'ru' ? 'ru-RU' : 'en-US');

/** Intl formatters are costly to build and safe to share: one per locale and kind. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/**
 * Formatting a date in a time zone costs ICU some microseconds each time, and a catalogue page
 * formats the same few dates again and again (decision 050): the texts of dates given as
 * strings are kept, a bounded number of them.
 */
const formattedDates = new Map<string, string>();
const FORMATTED_DATES = 10_000;
function rememberedDate(kind: string, value: string | Date, locale: Locale, format: () => string): string {
  if (typeof value !== 'string') return format();
  const key = `${kind} ${locale} ${value}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    text = format();
    if (formattedDates.size >= FORMATTED_DATES) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

export function formatDate(value: string | Date, locale: Locale): string {
  return rememberedDate('date', value, locale, () => formatDateNow(value, locale));
}

function formatDateNow(value: string | Date, locale: Locale): string {
  const format = formatter(`date ${locale}`, () =>
    new Intl.DateTimeFormat(tag(locale), { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
  );
  // A bare YYYY-MM-DD is a calendar day: read it at noon so no time zone moves it.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-06:00`) : new Date(value);
  return format.format(date);
}

/** A calendar day without its year, short (where the year is said nearby): 3 нояб. / Nov 3. */
export function formatDayShort(value: string, locale: Locale): string {
  const format = formatter(`day-short ${locale}`, () => new Intl.DateTimeFormat(tag(locale), { timeZone: TIME_ZONE, day: 'numeric', month: 'short' }));
  return rememberedDate('day-short', value, locale, () => format.format(new Date(`${value}T12:00:00-06:00`)));
}

/** A moment with its time of day, in Chicago: 19 November 2026, 10:00. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const format = formatter(`datetime ${locale}`, () =>
    new Intl.DateTimeFormat(tag(locale), { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
  );
  return rememberedDate('datetime', value, locale, () => format.format(new Date(value)));
}

export function formatNumber(value: number, locale: Locale): string {
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(tag(locale))).format(value);
}

/** A number with at most `digits` decimals: 4.5 / 4,5. */
export function formatDecimal(value: number, locale: Locale, digits: number): string {
  return formatter(`decimal ${locale} ${digits}`, () => new Intl.NumberFormat(tag(locale), { maximumFractionDigits: digits })).format(value);
}

/** Chicago's offset from UTC on a day ("-06:00" in winter, "-05:00" in summer), read at its noon. */
export function chicagoOffsetOn(date: string): string {
  const format = formatter('offset', () => new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' }));
  const name = format.formatToParts(new Date(`${date}T18:00:00Z`)).find((part) => part.type === 'timeZoneName')?.value;
  return name?.replace('GMT', '') || '+00:00';
}

/** Today's date in Chicago (YYYY-MM-DD). */
export function chicagoToday(now = new Date()): string {
  return formatter('today', () => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })).format(now);
}

/** 1.2 MB / 1,2 МБ. */
export function formatBytes(bytes: number, locale: Locale): string {
  const units = locale === 'ru' ? ['Б', 'КБ', 'МБ'] : ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatDecimal(value, locale, digits)} ${units[unit]}`;
}

/** Cents as US dollars: $12.50 / 12,50 $. */
export function formatMoney(cents: number, locale: Locale): string {
  return formatter(`usd ${locale}`, () => new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'USD' })).format(cents / 100);
}
