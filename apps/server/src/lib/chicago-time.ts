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

/** The weekday of a YYYY-MM-DD day, ISO numbered: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
}

/** The Monday of the (ISO, Monday-to-Sunday) week a YYYY-MM-DD day is in. */
export function weekStart(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Chicago's clocks are ahead of UTC at an instant, in ms (−5 h in summer, −6 h in winter). */
export function chicagoOffsetMs(at: number): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormat.formatToParts(new Date(at))) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']!, parts['minute']!, parts['second']!);
  return wall - Math.floor(at / 1000) * 1000;
}

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;
const DAY_MS = 24 * 3600_000;

/**
 * The instant a Chicago wall clock shows `time` (HH:MM) on `day` (YYYY-MM-DD), whatever the
 * daylight saving time. A time the clocks skip (02:30 on the March change-over) is read with the
 * offset before the change (03:30 CDT); a time they show twice (01:30 on the November night)
 * is the first of the two — as Temporal's "compatible" disambiguation does.
 */
export function chicagoInstant(day: string, time: string): Date {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new RangeError(`not a time of day (HH:MM): ${time}`);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Number(match[1]), Number(match[2]));
  if (Number.isNaN(wall)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  const before = chicagoOffsetMs(wall - DAY_MS);
  const after = chicagoOffsetMs(wall + DAY_MS);
  const fits = [wall - before, wall - after].filter((at) => at + chicagoOffsetMs(at) === wall).sort((a, b) => a - b);
  return new Date(fits[0] ?? wall - before);
}
