/**
 * A weekly schedule as businesses (opening hours) and recurring events (days and times) keep it,
 * and "open now" read off it in Chicago time. The form takes each day as a time range in the
 * 12-hour style of spec §5 ("08:00 AM" is the default, "off" is a day off, empty skips the day);
 * the data keeps 24-hour `HH:MM`. A range whose end is not after its start runs past midnight
 * into the next day; a range that ends where it starts is open the whole 24 hours.
 *
 * `openStatus` is the reference for the SQL that filters "open now" over many rows: a test holds
 * the two together, as popularity.ts does for the feed.
 */
import { z } from 'zod';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SCHEDULE_TIME_ZONE = 'America/Chicago';
/** What a new day's time inputs start with (spec §5). */
export const DEFAULT_SCHEDULE_TIME = '08:00 AM';
/** What typed into a day means a day off (spec §5: "'off' means weekend"). */
export const DAY_OFF_INPUT = 'off';

const HHMM = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const clockTimeSchema = z.string().regex(HHMM, 'HH:MM, 24-hour');

export const dayHoursSchema = z.union([
  z.literal('off'),
  z.object({ opens: clockTimeSchema, closes: clockTimeSchema }).strict(),
]);
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Each day: its hours, `'off'`, or absent when the owner skipped it. */
export const weeklyScheduleSchema = z
  .object({
    mon: dayHoursSchema.optional(),
    tue: dayHoursSchema.optional(),
    wed: dayHoursSchema.optional(),
    thu: dayHoursSchema.optional(),
    fri: dayHoursSchema.optional(),
    sat: dayHoursSchema.optional(),
    sun: dayHoursSchema.optional(),
  })
  .strict();
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

/** True when at least one day is filled in (hours or off): an empty schedule is a missing one. */
export function scheduleIsFilled(schedule: WeeklySchedule | null | undefined): boolean {
  return !!schedule && WEEKDAYS.some((day) => schedule[day] !== undefined);
}

/** The days with hours, in week order. */
export function openDays(schedule: WeeklySchedule): Weekday[] {
  return WEEKDAYS.filter((day) => {
    const hours = schedule[day];
    return hours !== undefined && hours !== 'off';
  });
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const TIME_12 = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?\s*$/i;
const TIME_24 = /^\s*(\d{1,2}):(\d{2})\s*$/;

/** "08:00 AM", "8 pm", "8:30p.m." or "20:30" → "HH:MM" (24-hour); null when it is not a time. */
export function parseClockTime(text: string): string | null {
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2] ?? '0');
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return timeOf(((hour % 12) + (pm ? 12 : 0)) * 60 + minute);
  }
  const plain = TIME_24.exec(text);
  if (plain) {
    const hour = Number(plain[1]);
    const minute = Number(plain[2]);
    if (hour > 23 || minute > 59) return null;
    return timeOf(hour * 60 + minute);
  }
  return null;
}

/** "HH:MM" → "08:00 AM", the way the form shows a time (spec §5). */
export function formatClockTime12(time: string): string {
  const minutes = minutesOf(time);
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export type DayInput = { opens: string; closes: string };

/**
 * One day of the form: `off` typed (or ticked) is a day off; both times empty skips the day; both
 * times given are the hours. Anything else is an error the form shows beside that day.
 */
export function parseDayInput(input: DayInput): { ok: true; hours: DayHours | undefined } | { ok: false } {
  const opens = input.opens.trim();
  const closes = input.closes.trim();
  if (opens.toLowerCase() === DAY_OFF_INPUT || closes.toLowerCase() === DAY_OFF_INPUT) return { ok: true, hours: 'off' };
  if (opens === '' && closes === '') return { ok: true, hours: undefined };
  const from = parseClockTime(opens);
  const to = parseClockTime(closes);
  if (!from || !to) return { ok: false };
  return { ok: true, hours: { opens: from, closes: to } };
}

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHEDULE_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const WEEKDAY_BY_SHORT: Record<string, Weekday> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

export interface ChicagoClock {
  day: Weekday;
  date: string;
  minutes: number;
}

/** The last instant asked for: a page of listings asks for the same one for every card. */
let last: { at: number; clock: ChicagoClock } | undefined;

/** The wall clock in Chicago at an instant: the weekday, the date and minutes since midnight. */
export function chicagoClock(now: Date): ChicagoClock {
  const at = now.getTime();
  // formatToParts costs tens of microseconds: a directory page of cards called it per card.
  if (last?.at === at) return { ...last.clock };
  const parts: Record<string, string> = {};
  for (const part of clock.formatToParts(now)) parts[part.type] = part.value;
  const result: ChicagoClock = {
    day: WEEKDAY_BY_SHORT[parts.weekday!]!,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  last = { at, clock: result };
  return { ...result };
}

export function nextWeekday(day: Weekday, by = 1): Weekday {
  return WEEKDAYS[(WEEKDAYS.indexOf(day) + by + 7 * 7) % 7]!;
}

export interface ClockMoment {
  day: Weekday;
  time: string;
}

export type OpenStatus =
  | { open: true; allDay: boolean; closesAt: ClockMoment }
  | { open: false; opensAt: ClockMoment | null };

/** Open now, and until when; or closed, and when it next opens (null: it never does). */
export function openStatus(schedule: WeeklySchedule, now: Date): OpenStatus {
  const { day, minutes } = chicagoClock(now);
  const today = schedule[day];
  if (today && today !== 'off') {
    const opens = minutesOf(today.opens);
    const closes = minutesOf(today.closes);
    if (minutes >= opens && (closes > opens ? minutes < closes : true)) {
      return {
        open: true,
        allDay: closes === opens,
        closesAt: { day: closes > opens ? day : nextWeekday(day), time: today.closes },
      };
    }
  }
  const yesterday = schedule[nextWeekday(day, -1)];
  if (yesterday && yesterday !== 'off') {
    const opens = minutesOf(yesterday.opens);
    const closes = minutesOf(yesterday.closes);
    if (closes <= opens && minutes < closes) return { open: true, allDay: false, closesAt: { day, time: yesterday.closes } };
  }
  if (today && today !== 'off' && minutes < minutesOf(today.opens)) return { open: false, opensAt: { day, time: today.opens } };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = nextWeekday(day, ahead);
    const hours = schedule[next];
    if (hours && hours !== 'off') return { open: false, opensAt: { day: next, time: hours.opens } };
  }
  return { open: false, opensAt: null };
}
