import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../limits.ts';
import { CONTENT_LANGUAGES } from '../locale.ts';
import {
  daysBetween,
  EVENT_CATEGORIES,
  EVENT_LIMITS,
  EVENT_STATUSES,
  EVENT_WHEN,
  eventDays,
  MONTH,
  US_STATES,
  ZIP_CODE,
} from '../rules/events.ts';
import { parseDayInput, WEEKDAYS, weeklyScheduleSchema, type DayHours, type Weekday, type WeeklySchedule } from '../rules/weekly-schedule.ts';
import { imageSchema, multilineText, paginated, singleLineText } from './common.ts';
import { isCalendarDate } from './print.ts';
import { feedAuthorSchema, moderationCountsSchema } from './feed.ts';
import { checkPositionPair, geoPositionSchema, positionFieldsSchema } from './geo.ts';

/**
 * Events (issue #15, spec §2 /events, /event/{id}, /profile/events): the catalogue by date, the
 * month view, one event, its calendar file and the calendar feeds, and the owner's side (the
 * create/update form, the list, review by staff).
 *
 * GET    /api/events                          eventsQuerySchema → eventsResponseSchema
 * GET    /api/events/facets                   eventFacetsResponseSchema (categories and cities with their upcoming events)
 * GET    /api/events/month?month=YYYY-MM      eventMonthResponseSchema
 * GET    /api/events/{id}                     eventSchema
 * GET    /api/events/{id}/calendar.ics        text/calendar (RFC 5545), one event
 * GET    /api/events/calendar.ics[?category]  text/calendar, a feed to subscribe to (webcal:)
 * POST   /api/events                          multipart event form (+ images[n]) → 201 eventWriteSchema
 * PATCH  /api/events/{id}                     multipart, same fields + keep_images[n] → eventWriteSchema
 * DELETE /api/events/{id}                     204
 * GET    /api/me/events                       myEventsResponseSchema
 * POST   /api/forum/moderation/events/{id}    moderationDecisionSchema → myEventSchema
 */

/** Texts of the form (spec §5 "Please fill …") and of its answers, by the code the UI translates. */
export const EVENT_MESSAGES = {
  'error-event-title-required': 'Please fill title.',
  'error-event-category-required': 'Please select a category.',
  'error-event-description-required': 'Please fill description.',
  'error-event-description-too-long': 'The description may be at most 5000 characters.',
  'error-event-start-date-required': 'Please fill start date.',
  'error-event-end-date-required': 'Please fill end date.',
  'error-event-date-invalid': 'Please select date.',
  'error-event-end-before-start': 'The end date may not be before the start date.',
  'error-event-too-long': 'An event may run for a year at most.',
  'error-event-ended': 'The end date has already passed.',
  'error-event-address-required': 'Please fill address.',
  'error-event-city-required': 'Please fill city.',
  'error-event-state-required': 'Please fill state.',
  'error-event-zip-required': 'Please fill zip-code.',
  'error-event-zip-invalid': 'The zip code is 5 digits (60601) or ZIP+4 (60601-1234).',
  'error-event-schedule-required': 'Please fill the schedule: the hours of at least one day the event takes place.',
  'error-event-time-invalid': 'Enter the time as 08:00 AM, or "off" for a day off.',
  'error-event-days-off-invalid': 'Days off must be dates between the start and the end date.',
  'error-event-no-days': 'With these days off the event never takes place.',
  'error-event-picture-required': 'Please fill picture.',
  'error-event-organizer-invalid': 'Choose one of your approved business listings as the organiser.',
  'notification-event-review': 'Your event has been sent for review.',
} as const;
export type EventMessageCode = keyof typeof EVENT_MESSAGES;

export const EVENTS_PER_PAGE = 20;
/** The month view shows this many events per day by name; the rest as "and N more". */
export const EVENTS_PER_MONTH_DAY = 3;
/** The /search page's group of events: at most this many, then a link to all of them. */
export const EVENTS_IN_SEARCH = 4;
/** A business's page lists at most this many of the upcoming events it organises. */
export const EVENTS_OF_BUSINESS = 6;

/** An opaque keyset cursor (the last event of a page). */
const CURSOR = /^[A-Za-z0-9_-]{1,120}$/;
const date = () => singleLineText().refine(isCalendarDate, { error: 'error-event-date-invalid' });

export const eventsQuerySchema = z.object({
  when: z.enum(EVENT_WHEN).optional().describe('today, this weekend, this week (to Sunday), later (after this week), or past events; upcoming ones when absent (Chicago days)'),
  category: z.enum(EVENT_CATEGORIES).optional(),
  city: singleLineText().trim().min(1).max(EVENT_LIMITS.cityMax).optional().describe('a city as the events name it (case does not matter)'),
  q: singleLineText()
    .trim()
    .max(SEARCH_QUERY_MAX)
    .optional()
    .transform((q) => (q ? q.replace(/\s+/g, ' ') : undefined))
    .describe('Words to find in Russian, English or Lithuanian, across alphabets ("Скоки" finds "Skokie")'),
  business: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('only the events this business directory listing organises (its page\'s "Upcoming events")'),
  cursor: z.string().regex(CURSOR).optional().describe('`next_cursor` of the previous page'),
  per_page: z.coerce.number().int().min(1).max(50).default(EVENTS_PER_PAGE),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const eventCategoryRefSchema = z.object({ slug: z.enum(EVENT_CATEGORIES), name: z.string().describe('in the language of the request') });

export const eventOrganizerSchema = z
  .object({
    name: z.string(),
    /** The business directory's listing that organises it, when linked. */
    business_id: z.number().int().nullable(),
  })
  .meta({ id: 'EventOrganizer' });

export const eventSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: eventCategoryRefSchema,
    lang: z.enum(CONTENT_LANGUAGES),
    city: z.string(),
    state: z.string(),
    start_date: z.string().describe('YYYY-MM-DD, Chicago'),
    end_date: z.string().describe('YYYY-MM-DD, Chicago'),
    /** The next day it takes place (today or later), or its last day once it is over. */
    next_date: z.string(),
    /** That day's hours, HH:MM (24-hour, Chicago). */
    opens: z.string(),
    closes: z.string(),
    /** More than one day. */
    recurring: z.boolean(),
    days_count: z.number().int().describe('days it takes place in all'),
    image: imageSchema.nullable(),
    /** With a search: escaped text with the matches wrapped in <mark>…</mark>. */
    title_highlight: z.string().optional(),
  })
  .meta({ id: 'EventSummary' });
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventsResponseSchema = z
  .object({
    data: z.array(eventSummarySchema),
    next_cursor: z.string().nullable(),
    /** Events matching the filters in all. */
    total: z.number().int(),
    per_page: z.number().int(),
    /** Today in Chicago, the day the choices by date were read from. */
    today: z.string(),
    query: z.string().nullable(),
  })
  .meta({ id: 'Events' });
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

export const eventFacetsResponseSchema = z.object({
  categories: z.array(z.object({ slug: z.enum(EVENT_CATEGORIES), name: z.string(), count: z.number().int() })),
  cities: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Upcoming published events in all. */
  total: z.number().int(),
});
export type EventFacetsResponse = z.infer<typeof eventFacetsResponseSchema>;

export const eventMonthQuerySchema = z.object({
  month: z.string().regex(MONTH).optional().describe('YYYY-MM; this month in Chicago when absent'),
  category: z.enum(EVENT_CATEGORIES).optional(),
  city: singleLineText().trim().min(1).max(EVENT_LIMITS.cityMax).optional(),
});
export type EventMonthQuery = z.infer<typeof eventMonthQuerySchema>;

export const eventMonthResponseSchema = z
  .object({
    month: z.string(),
    today: z.string(),
    /** Every day of the grid (Monday before the 1st to Sunday after the last day). */
    days: z.array(
      z.object({
        date: z.string(),
        count: z.number().int(),
        events: z.array(z.object({ id: z.number().int(), title: z.string(), opens: z.string() })),
      }),
    ),
  })
  .meta({ id: 'EventMonth' });
export type EventMonthResponse = z.infer<typeof eventMonthResponseSchema>;


export const eventSchema = eventSummarySchema
  .extend({
    description: z.string().describe('plain text with its line breaks'),
    address: z.string(),
    zip: z.string(),
    location: geoPositionSchema.nullable().describe('the map position (WGS 84) and how it was found'),
    schedule: weeklyScheduleSchema,
    days_off: z.array(z.string()),
    /** The days still to come (at most 60), for the page's list of dates. */
    upcoming: z.array(z.string()),
    images: z.array(imageSchema),
    organizer: eventOrganizerSchema,
    status: z.enum(EVENT_STATUSES),
    /** The caller owns it. */
    own: z.boolean(),
    /** Its calendar file and where the site's calendar of its category is. */
    calendar_url: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Event' });
export type EventView = z.infer<typeof eventSchema>;

// ---------------------------------------------------------------------------------------------
// The owner's side

/** The §5 day input as the form sends it: `mon_opens`, `mon_closes` … ("08:00 AM", "off", or empty). */
export const scheduleFieldNames = (day: Weekday) => [`${day}_opens`, `${day}_closes`] as const;

/**
 * The weekly schedule from the form's day inputs (spec §5: "08:00 AM" the default, "off" a day
 * off, empty skips the day); each day that is neither is an error on `schedule.{day}`.
 */
export function readScheduleInput(fields: Record<string, unknown>): { schedule: WeeklySchedule; invalid: Weekday[] } {
  const schedule: Partial<Record<Weekday, DayHours>> = {};
  const invalid: Weekday[] = [];
  for (const day of WEEKDAYS) {
    const [opensField, closesField] = scheduleFieldNames(day);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const parsed = parseDayInput({ opens: text(fields[opensField]), closes: text(fields[closesField]) });
    if (!parsed.ok) invalid.push(day);
    else if (parsed.hours !== undefined) schedule[day] = parsed.hours;
  }
  return { schedule, invalid };
}

/** An empty field (a select left at its prompt, a date not picked) is a missing one. */
const filled = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema);
const formDate = (error: EventMessageCode) => filled(singleLineText({ error }).refine(isCalendarDate, { error: 'error-event-date-invalid' }));

/**
 * The create and update form as the service takes it (after the multipart form is read: the
 * pictures are counted separately, at least one and at most EVENT_LIMITS.images). The schedule
 * comes already read from its day inputs (`readScheduleInput`).
 */
export const eventFormSchema = z
  .object({
    title: singleLineText({ error: 'error-event-title-required' }).trim().min(1, { error: 'error-event-title-required' }).max(EVENT_LIMITS.titleMax, { error: 'error-title-too-long' }),
    category: filled(z.enum(EVENT_CATEGORIES, { error: 'error-event-category-required' })),
    description: multilineText({ error: 'error-event-description-required' })
      .trim()
      .min(1, { error: 'error-event-description-required' })
      .max(EVENT_LIMITS.descriptionMax, { error: 'error-event-description-too-long' }),
    start_date: formDate('error-event-start-date-required'),
    end_date: formDate('error-event-end-date-required'),
    address: singleLineText({ error: 'error-event-address-required' }).trim().min(1, { error: 'error-event-address-required' }).max(EVENT_LIMITS.addressMax),
    city: singleLineText({ error: 'error-event-city-required' }).trim().min(1, { error: 'error-event-city-required' }).max(EVENT_LIMITS.cityMax),
    state: filled(z.enum(US_STATES, { error: 'error-event-state-required' })),
    zip: singleLineText({ error: 'error-event-zip-required' }).trim().min(1, { error: 'error-event-zip-required' }).regex(ZIP_CODE, { error: 'error-event-zip-invalid' }),
    // The location picker's pin (decision 029); without one the server locates the address.
    ...positionFieldsSchema.shape,
    organizer: singleLineText().trim().max(EVENT_LIMITS.organizerMax).default(''),
    /** One of the owner's approved listings as the organiser (the server checks it is theirs); empty for none. */
    business_id: filled(z.coerce.number({ error: 'error-event-organizer-invalid' }).int({ error: 'error-event-organizer-invalid' }).min(1, { error: 'error-event-organizer-invalid' }).max(2_147_483_647, { error: 'error-event-organizer-invalid' }).optional()),
    schedule: weeklyScheduleSchema,
    days_off: z.array(date()).max(EVENT_LIMITS.daysOffMax, { error: 'error-event-days-off-invalid' }).default([]),
    keep_images: z.array(z.coerce.number().int().min(1)).max(EVENT_LIMITS.images, { error: 'error-classified-images-limit' }).default([]),
  })
  .superRefine((form, ctx) => {
    checkPositionPair(form, ctx);
    for (const issue of eventCalendarIssues(form)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
  });
export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventForm = z.output<typeof eventFormSchema>;

/**
 * What the dates, schedule and days off say together, once each is valid on its own: the end
 * not before the start, a year at most, days off inside the span, hours on a day that occurs,
 * and at least one day left. The form tells these before sending, the server again.
 */
export function eventCalendarIssues(form: { start_date?: string | undefined; end_date?: string | undefined; schedule: WeeklySchedule; days_off: readonly string[] }): { field: string; code: EventMessageCode }[] {
  const { start_date: start, end_date: end } = form;
  if (!start || !end || !isCalendarDate(start) || !isCalendarDate(end)) return [];
  if (end < start) return [{ field: 'end_date', code: 'error-event-end-before-start' }];
  if (daysBetween(start, end) >= EVENT_LIMITS.spanDays) return [{ field: 'end_date', code: 'error-event-too-long' }];
  if (form.days_off.some((day) => !isCalendarDate(day) || day < start || day > end)) return [{ field: 'days_off', code: 'error-event-days-off-invalid' }];
  if (eventDays({ startDate: start, endDate: end, schedule: form.schedule, daysOff: [] }).length === 0) return [{ field: 'schedule', code: 'error-event-schedule-required' }];
  if (eventDays({ startDate: start, endDate: end, schedule: form.schedule, daysOff: form.days_off }).length === 0) return [{ field: 'days_off', code: 'error-event-no-days' }];
  return [];
}

/**
 * What a write needs beyond the form's own fields (spec §5): an event that has not ended already
 * (`today`: the Chicago calendar day) and at least one picture. The form tells these before
 * sending, the server again with the pictures it has counted.
 */
export function eventWriteIssues(form: { end_date?: string | undefined }, pictures: number, today: string): { field: string; code: EventMessageCode }[] {
  const issues: { field: string; code: EventMessageCode }[] = [];
  if (form.end_date && isCalendarDate(form.end_date) && form.end_date < today) issues.push({ field: 'end_date', code: 'error-event-ended' });
  if (pictures === 0) issues.push({ field: 'images', code: 'error-event-picture-required' });
  return issues;
}

export const myEventSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    category: z.enum(EVENT_CATEGORIES),
    description: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    location: geoPositionSchema.nullable(),
    organizer: z.string(),
    business_id: z.number().int().nullable(),
    schedule: weeklyScheduleSchema,
    days_off: z.array(z.string()),
    days_count: z.number().int(),
    next_date: z.string().nullable().describe('the next day it takes place; null once it is over'),
    status: z.enum(EVENT_STATUSES),
    rejection_reason: z.string().nullable(),
    images: z.array(imageSchema.extend({ id: z.number().int() })),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MyEvent' });
export type MyEvent = z.infer<typeof myEventSchema>;

/** A business listing an owner may name as an event's organiser. */
export const eventOrganizerChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type EventOrganizerChoice = z.infer<typeof eventOrganizerChoiceSchema>;

export const myEventsResponseSchema = z.object({
  data: z.array(myEventSchema),
  /** The caller's approved business listings: the organisers the form offers. */
  organizers: z.array(eventOrganizerChoiceSchema),
  phone_verified: z.boolean(),
  /** Today in Chicago (the form's earliest end date). */
  today: z.string(),
});
export type MyEventsResponse = z.infer<typeof myEventsResponseSchema>;

export const eventWriteSchema = z
  .object({
    event: myEventSchema,
    code: z.literal('notification-event-review'),
    message: z.string(),
  })
  .meta({ id: 'EventWrite' });
export type EventWrite = z.infer<typeof eventWriteSchema>;

/** An event awaiting review as staff see it: the owner's view and who sent it. */
export const moderationEventSchema = myEventSchema.extend({ author: feedAuthorSchema }).meta({ id: 'ModerationEvent' });
export type ModerationEvent = z.infer<typeof moderationEventSchema>;
export const moderationEventsResponseSchema = paginated(moderationEventSchema).extend({ counts: moderationCountsSchema });
