/** The newspaper's time zone: days and dates are Chicago's (ARCHITECTURE.md "Data"). */
export const TIME_ZONE = 'America/Chicago';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Chicago calendar day of an instant, as YYYY-MM-DD. */
export function chicagoDay(at: Date): string {
  return dayFormat.format(at);
}

/** A YYYY-MM-DD day shifted by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
