/**
 * Calendar files (RFC 5545) of events: one event's "Add to calendar" file and the feeds readers
 * subscribe to (decision 028). A pure function of its input: the same events give the same
 * bytes, so a feed's ETag only changes when an event does.
 *
 * An event takes place on the days of its span whose weekday has hours (the contract's
 * `eventDays`). Each set of weekdays sharing the same hours is one VEVENT: its first day as
 * DTSTART (a wall-clock time in America/Chicago, with the zone's VTIMEZONE in the file) and the
 * sitting's DURATION, a
 * weekly RRULE with those weekdays (BYDAY) UNTIL its last day, and the days off that fall on
 * them as EXDATE. Calendars expand that the way `eventDays` does, and keep the wall-clock time
 * across daylight-saving changes (the tests expand the file with ical.js and compare).
 */
import { eventDays, minutesOf, runsPastMidnight, scheduleGroups, weekdayOf, type EventCalendar, type Weekday } from '@gazeta/contract';
import { chicagoInstant } from '../../lib/chicago-time.ts';

export const CALENDAR_TIME_ZONE = 'America/Chicago';

/**
 * America/Chicago as the United States have kept it since 2007: daylight time from the second
 * Sunday of March to the first Sunday of November, at 02:00 local. (Events are written from
 * now on; the older rules are not needed.)
 */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CALENDAR_TIME_ZONE}`,
  `X-LIC-LOCATION:${CALENDAR_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0600',
  'TZOFFSETTO:-0500',
  'TZNAME:CDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0600',
  'TZNAME:CST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const BYDAY: Record<Weekday, string> = { mon: 'MO', tue: 'TU', wed: 'WE', thu: 'TH', fri: 'FR', sat: 'SA', sun: 'SU' };

/** One event as its calendar file tells it. */
export interface CalendarEvent {
  id: number;
  title: string;
  description: string;
  /** Where, on one line (street, city, state and ZIP). */
  location: string;
  geo: { lat: number; lng: number } | null;
  /** The event's page. */
  url: string;
  category: string;
  organizer: string;
  calendar: EventCalendar;
  createdAt: Date;
  updatedAt: Date;
}

export interface CalendarFile {
  /** The calendar's name (X-WR-CALNAME, NAME). */
  name: string;
  /** The host part of every UID (the site's host). */
  host: string;
  events: readonly CalendarEvent[];
  /** How often a subscribed calendar should look again (feeds only). */
  refreshHours?: number;
}

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): the rest goes on continuation lines that
 * start with a space, never splitting a UTF-8 character.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  // The first line holds 75 octets; continuation lines 74 after their leading space.
  let limit = 75;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
      limit = 74;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: string) => day.replaceAll('-', '');
const localDateTime = (day: string, time: string) => `${compactDate(day)}T${time.replace(':', '')}00`;
/** An instant in UTC form (YYYYMMDDTHHMMSSZ). */
export const utcDateTime = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/**
 * How long each sitting lasts, as an exact duration (RFC 5545 §3.3.6). A DTEND would make
 * every sitting last exactly as long as the first (§3.8.2.2), so a first sitting that spans a
 * change of the clocks (a night into the November Sunday) would shift the end of all the others
 * by an hour; with DURATION only a sitting that itself spans the change ends an hour off its
 * wall-clock time.
 */
function duration(hours: { opens: string; closes: string }): string {
  const minutes = (minutesOf(hours.closes) - minutesOf(hours.opens) + (runsPastMidnight(hours) ? 24 * 60 : 0));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h > 0 ? `${h}H` : ''}${m > 0 || h === 0 ? `${m}M` : ''}`;
}

/** The VEVENTs of one event: one per set of weekdays with the same hours. */
function eventComponents(event: CalendarEvent, host: string): string[][] {
  const { calendar } = event;
  const groups = scheduleGroups(calendar.schedule);
  // Every day of the span with hours, days off included: the pattern the rule describes.
  const pattern = eventDays({ ...calendar, daysOff: [] });
  const off = new Set(calendar.daysOff);
  const sequence = Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000));
  const components: string[][] = [];
  for (const group of groups) {
    const weekdays = new Set(group.days);
    const days = pattern.filter((day) => weekdays.has(weekdayOf(day)));
    // The first sitting that takes place starts the rule; days off before it need no EXDATE.
    const first = days.findIndex((day) => !off.has(day));
    if (first === -1) continue;
    const run = days.slice(first);
    const last = run.at(-1)!;
    const start = run[0]!;
    const uid = groups.length === 1 ? `event-${event.id}@${host}` : `event-${event.id}-${group.days.map((d) => BYDAY[d].toLowerCase()).join('')}@${host}`;
    const tz = `;TZID=${CALENDAR_TIME_ZONE}`;
    const lines = [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${utcDateTime(event.updatedAt)}`,
      `CREATED:${utcDateTime(event.createdAt)}`,
      `LAST-MODIFIED:${utcDateTime(event.updatedAt)}`,
      `SEQUENCE:${sequence}`,
      `DTSTART${tz}:${localDateTime(start, group.opens)}`,
      `DURATION:${duration(group)}`,
    ];
    if (run.length > 1) {
      const byday = group.days.map((day) => BYDAY[day]).join(',');
      // With a zoned DTSTART, UNTIL is the last start as a UTC instant (RFC 5545 §3.3.10).
      lines.push(`RRULE:FREQ=WEEKLY;WKST=MO;BYDAY=${byday};UNTIL=${utcDateTime(chicagoInstant(last, group.opens))}`);
      const exdates = run.filter((day) => off.has(day)).map((day) => localDateTime(day, group.opens));
      if (exdates.length > 0) lines.push(`EXDATE${tz}:${exdates.join(',')}`);
    }
    const description = [event.description, event.organizer ? `— ${event.organizer}` : '', event.url].filter(Boolean).join('\n\n');
    lines.push(
      `SUMMARY:${escapeText(event.title)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `LOCATION:${escapeText(event.location)}`,
      ...(event.geo ? [`GEO:${event.geo.lat.toFixed(6)};${event.geo.lng.toFixed(6)}`] : []),
      `URL;VALUE=URI:${event.url}`,
      `CATEGORIES:${escapeText(event.category)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
    components.push(lines);
  }
  return components;
}

/** A whole calendar file: CRLF line ends, folded lines, the time zone once, every event's VEVENTs. */
export function calendarFile(file: CalendarFile): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Gazeta//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(file.name)}`,
    `X-WR-CALNAME:${escapeText(file.name)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    ...(file.refreshHours ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${file.refreshHours}H`, `X-PUBLISHED-TTL:PT${file.refreshHours}H`] : []),
    ...VTIMEZONE,
    ...file.events.flatMap((event) => eventComponents(event, file.host).flat()),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
