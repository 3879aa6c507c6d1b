import type { Locale } from './i18n.ts';

/** The newspaper's dates are Chicago dates (the app formats them the same way). */
export function formatDate(value: string, locale: Locale): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00-06:00`) : new Date(value);
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    timeZone: 'America/Chicago',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

/** A moment with its time of day in Chicago, as the app writes it (19 ноября 2026 г., 10:00). */
export function formatDateTime(value: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    timeZone: 'America/Chicago',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(value));
}

/** One decimal in the reader's number format ("0,3" / "0.3"). */
export function formatDecimal(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** Only the digits of a formatted number ("1 323", "1,323" → "1323"). */
export const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

export const KM_PER_MILE = 1.609344;

/** Dollars as the app shows them (lib/format.ts formatMoney): "12,50 $" / "$12.50". */
export const formatMoney = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
