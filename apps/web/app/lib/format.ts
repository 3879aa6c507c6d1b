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

export function formatDate(value: string | Date, locale: Locale): string {
  const format = formatter(`date ${locale}`, () =>
    new Intl.DateTimeFormat(tag(locale), { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }),
  );
  // A bare YYYY-MM-DD is a calendar day: read it at noon so no time zone moves it.
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-06:00`) : new Date(value);
  return format.format(date);
}

/** A moment with its time of day, in Chicago: 19 November 2026, 10:00. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const format = formatter(`datetime ${locale}`, () =>
    new Intl.DateTimeFormat(tag(locale), { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
  );
  return format.format(new Date(value));
}

export function formatNumber(value: number, locale: Locale): string {
  return formatter(`number ${locale}`, () => new Intl.NumberFormat(tag(locale))).format(value);
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
  const number = formatter(`bytes ${locale} ${digits}`, () => new Intl.NumberFormat(tag(locale), { maximumFractionDigits: digits }));
  return `${number.format(value)} ${units[unit]}`;
}

/** Cents as US dollars: $12.50 / 12,50 $. */
export function formatMoney(cents: number, locale: Locale): string {
  return formatter(`usd ${locale}`, () => new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'USD' })).format(cents / 100);
}
