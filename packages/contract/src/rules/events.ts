/**
 * Events (issue #15): their categories, states and limits, and the rules both sides read the
 * calendar by. An event runs from its start date to its end date (Chicago calendar days); on
 * each day of that span whose weekday has hours in its weekly schedule it takes place at those
 * hours, unless the day is one of its days off. A one-day event is the same thing with one day.
 *
 * `eventDays` is the reference: the server stores its answer (the `event_days` rows the
 * catalogue and the month view read), the calendar file writes it as RRULE + EXDATE, and the
 * tests expand that file again and compare the two.
 */
import { MAX_IMAGES, TITLE_MAX } from '../limits.ts';
import { addDays } from './print-schedule.ts';
import { minutesOf, WEEKDAYS, type DayHours, type Weekday, type WeeklySchedule } from './weekly-schedule.ts';

/** What an event is about, in the order the catalogue offers them. */
export const EVENT_CATEGORIES = [
  'concerts',
  'theatre',
  'festivals',
  'exhibitions',
  'kids',
  'classes',
  'sports',
  'community',
  'faith',
  'business',
  'food',
  'other',
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const isEventCategory = (value: unknown): value is EventCategory => typeof value === 'string' && (EVENT_CATEGORIES as readonly string[]).includes(value);

/** The life of an event: sent for review, then published or rejected (with a reason); a change sends it back. */
export const EVENT_STATUSES = ['awaiting_review', 'published', 'rejected'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_LIMITS = {
  titleMax: TITLE_MAX,
  descriptionMax: 5_000,
  addressMax: 200,
  cityMax: 80,
  organizerMax: 120,
  images: MAX_IMAGES,
  /** Specific dates the event skips (holidays), at most. */
  daysOffMax: 60,
  /** From the first day to the last, at most (a weekly class for a season, a year at most). */
  spanDays: 366,
} as const;

/** The states and territories of a US address, by their postal codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export type UsState = (typeof US_STATES)[number];
export const isUsState = (value: unknown): value is UsState => typeof value === 'string' && (US_STATES as readonly string[]).includes(value);

/** A ZIP code: five digits, or ZIP+4. */
export const ZIP_CODE = /^\d{5}(?:-\d{4})?$/;

/** The weekday of a calendar day. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // getUTCDay: 0 Sunday … 6 Saturday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The hours of a day when it has some (not off, not skipped). */
export function hoursOf(schedule: WeeklySchedule, day: Weekday): Exclude<DayHours, 'off'> | null {
  const hours = schedule[day];
  return hours && hours !== 'off' ? hours : null;
}

/** What the calendar of an event is made of. */
export interface EventCalendar {
  startDate: string;
  endDate: string;
  schedule: WeeklySchedule;
  daysOff: readonly string[];
}

/** Every day the event takes place, in order: the span's days with hours, less its days off. */
export function eventDays(event: EventCalendar): string[] {
  const off = new Set(event.daysOff);
  const days: string[] = [];
  const span = daysBetween(event.startDate, event.endDate);
  for (let i = 0; i <= span; i++) {
    const day = addDays(event.startDate, i);
    if (!off.has(day) && hoursOf(event.schedule, weekdayOf(day))) days.push(day);
  }
  return days;
}

/** One sitting of an event: its start and end on Chicago's wall clock (the end on the next day when it runs past midnight). */
export interface EventSession {
  date: string;
  opens: string;
  endDate: string;
  closes: string;
}

/** A range whose end is not after its start runs into the next day (a range that ends where it starts lasts 24 hours). */
export const runsPastMidnight = (hours: { opens: string; closes: string }) => minutesOf(hours.closes) <= minutesOf(hours.opens);

export function sessionOn(schedule: WeeklySchedule, date: string): EventSession | null {
  const hours = hoursOf(schedule, weekdayOf(date));
  if (!hours) return null;
  return { date, opens: hours.opens, endDate: runsPastMidnight(hours) ? addDays(date, 1) : date, closes: hours.closes };
}

/** Every sitting of the event, in order. */
export const eventSessions = (event: EventCalendar): EventSession[] => eventDays(event).map((day) => sessionOn(event.schedule, day)!);

/** The weekdays that share the same hours, in week order: one recurrence each in a calendar file. */
export function scheduleGroups(schedule: WeeklySchedule): { opens: string; closes: string; days: Weekday[] }[] {
  const groups = new Map<string, { opens: string; closes: string; days: Weekday[] }>();
  for (const day of WEEKDAYS) {
    const hours = hoursOf(schedule, day);
    if (!hours) continue;
    const key = `${hours.opens}-${hours.closes}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { opens: hours.opens, closes: hours.closes, days: [] }));
    group.days.push(day);
  }
  return [...groups.values()];
}

/** The weekdays that occur between two days (all seven once the span is a week or more). */
export function weekdaysIn(startDate: string, endDate: string): Weekday[] {
  const span = Math.min(6, Math.max(0, daysBetween(startDate, endDate)));
  const present = new Set(Array.from({ length: span + 1 }, (_, i) => weekdayOf(addDays(startDate, i))));
  return WEEKDAYS.filter((day) => present.has(day));
}

/** The catalogue's choices by date (spec: today, this weekend, this week, later), and the past. */
export const EVENT_WHEN = ['today', 'weekend', 'week', 'later', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/**
 * The days each choice covers, seen from `today` (a Chicago day): this week runs to Sunday
 * (Monday to Sunday weeks), this weekend is its Saturday and Sunday from today on, later is
 * after this Sunday; past is before today.
 */
export function eventWindows(today: string): Record<Exclude<EventWhen, 'later' | 'past'>, { from: string; to: string }> & { later: { from: string }; past: { to: string } } {
  const toSunday = (7 - (WEEKDAYS.indexOf(weekdayOf(today)) + 1)) % 7;
  const sunday = addDays(today, toSunday);
  const saturday = addDays(sunday, -1);
  return {
    today: { from: today, to: today },
    weekend: { from: saturday < today ? today : saturday, to: sunday },
    week: { from: today, to: sunday },
    later: { from: addDays(sunday, 1) },
    past: { to: addDays(today, -1) },
  };
}

/**
 * Which group of the catalogue an event whose next day is `next` falls in (chronological: today,
 * this week, this weekend, later). A list of many passes today's `windows`, worked out once.
 */
export function whenGroup(next: string, today: string, windows = eventWindows(today)): Exclude<EventWhen, 'past'> | 'past' {
  if (next < today) return 'past';
  if (next === today) return 'today';
  if (next >= windows.weekend.from && next <= windows.weekend.to) return 'weekend';
  if (next <= windows.week.to) return 'week';
  return 'later';
}

/** A month of the month view: YYYY-MM. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The days of a month view's grid: from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: string): { first: string; last: string; from: string; to: string } {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const from = addDays(first, -WEEKDAYS.indexOf(weekdayOf(first)));
  const to = addDays(last, 6 - WEEKDAYS.indexOf(weekdayOf(last)));
  return { first, last, from, to };
}

/** The month before or after. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}
