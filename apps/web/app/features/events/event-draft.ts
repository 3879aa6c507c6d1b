import {
  DAY_OFF_INPUT,
  DEFAULT_SCHEDULE_TIME,
  eventFormSchema,
  eventWriteIssues,
  formatClockTime12,
  isCalendarDate,
  readScheduleInput,
  scheduleFieldNames,
  WEEKDAYS,
  weekdaysIn,
  type MyEvent,
  type Weekday,
} from '@gazeta/contract';
import { fieldLines, fieldText, fieldTexts } from '../../lib/form-data.ts';

/** One weekday of the form (spec §5): its two times as typed ("08:00 AM"), or a day off. */
export interface DayDraft {
  opens: string;
  closes: string;
  off: boolean;
}

/** What the form holds while the owner types: everything but the pictures. */
export interface EventDraft {
  title: string;
  category: string;
  description: string;
  startDate: string;
  endDate: string;
  days: Record<Weekday, DayDraft>;
  daysOff: string[];
  address: string;
  city: string;
  state: string;
  zip: string;
  organizer: string;
  /** One of the owner's approved business listings as the organiser (its id), or '' for none. */
  businessId: string;
}

/**
 * The pin the owner put with the location picker (its `lat` and `lng` inputs): empty unless they
 * moved it, and empty means "locate the address when saving" (decision 029).
 */
export interface PinInput {
  lat: string;
  lng: string;
}

const emptyDays = (): Record<Weekday, DayDraft> => Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '', closes: '', off: false }])) as Record<Weekday, DayDraft>;

export const emptyEventDraft = (): EventDraft => ({
  title: '',
  category: '',
  description: '',
  startDate: '',
  endDate: '',
  days: emptyDays(),
  daysOff: [],
  address: '',
  city: '',
  state: 'IL',
  zip: '',
  organizer: '',
  businessId: '',
});

/** `organizers`: the listings the owner may name now; a link to one that is no longer among them is not kept. */
export function draftOfEvent(event: MyEvent, organizers: readonly { id: number }[] = []): EventDraft {
  const days = emptyDays();
  for (const day of WEEKDAYS) {
    const hours = event.schedule[day];
    if (hours === 'off') days[day] = { opens: '', closes: '', off: true };
    else if (hours) days[day] = { opens: formatClockTime12(hours.opens), closes: formatClockTime12(hours.closes), off: false };
  }
  return {
    title: event.title,
    category: event.category,
    description: event.description,
    startDate: event.start_date,
    endDate: event.end_date,
    days,
    daysOff: [...event.days_off],
    address: event.address,
    city: event.city,
    state: event.state,
    zip: event.zip,
    organizer: event.organizer,
    businessId: event.business_id !== null && organizers.some((o) => o.id === event.business_id) ? String(event.business_id) : '',
  };
}

/** The weekdays the form asks the hours of: those the dates cover (all seven until both are set). */
export function shownWeekdays(draft: Pick<EventDraft, 'startDate' | 'endDate'>): Weekday[] {
  const { startDate, endDate } = draft;
  if (!isCalendarDate(startDate) || !isCalendarDate(endDate) || endDate < startDate) return [...WEEKDAYS];
  return weekdaysIn(startDate, endDate);
}

/** Whether the dates span more than one day (days off then make sense). */
export const spansDays = (draft: Pick<EventDraft, 'startDate' | 'endDate'>) => isCalendarDate(draft.startDate) && isCalendarDate(draft.endDate) && draft.endDate > draft.startDate;

/**
 * Spec §5: "08:00 AM" is the default. A day whose end is typed before its start gets the
 * default start (the owner then changes it if need be).
 */
export function withDefaultStart(day: DayDraft): DayDraft {
  return !day.off && day.opens.trim() === '' && day.closes.trim() !== '' ? { ...day, opens: DEFAULT_SCHEDULE_TIME } : day;
}

/** The form's fields as the API takes them (the schedule as its §5 day inputs, the owner's pin), pictures after. */
export function eventFields(draft: EventDraft, pin: PinInput = { lat: '', lng: '' }): [string, string][] {
  const fields: [string, string][] = [
    ['title', draft.title.trim()],
    ['category', draft.category],
    ['description', draft.description.trim()],
    ['start_date', draft.startDate],
    ['end_date', draft.endDate],
    ['address', draft.address.trim()],
    ['city', draft.city.trim()],
    ['state', draft.state],
    ['zip', draft.zip.trim()],
    ['organizer', draft.organizer.trim()],
    ['business_id', draft.businessId],
  ];
  // The owner's pin (the location picker's), when they placed one; without it the server locates the address.
  if (pin.lat || pin.lng) fields.push(['lat', pin.lat], ['lng', pin.lng]);
  for (const day of shownWeekdays(draft)) {
    const [opensField, closesField] = scheduleFieldNames(day);
    const entry = draft.days[day];
    fields.push([opensField, entry.off ? DAY_OFF_INPUT : entry.opens], [closesField, entry.off ? '' : entry.closes]);
  }
  if (spansDays(draft)) draft.daysOff.filter(Boolean).forEach((day, i) => fields.push([`days_off[${i}]`, day]));
  return fields;
}

/** A day's "day off" check box: the form's own field, sent by a browser without JavaScript (the API reads "off" in the day's first time). */
export const dayOffFieldName = (day: Weekday) => `${day}_off`;

/**
 * The form as a browser sent it without JavaScript (its inputs named as the API names them, a
 * day off as its check box), read back into what the form holds: sent on to the API as
 * `eventFormData` builds it, and given back to the form after a refusal.
 */
export function eventDraftOfForm(form: FormData): { draft: EventDraft; pin: PinInput } {
  const text = (name: string) => fieldText(form, name);
  const days = emptyDays();
  for (const day of WEEKDAYS) {
    const [opensField, closesField] = scheduleFieldNames(day);
    const opens = text(opensField);
    const off = text(dayOffFieldName(day)) === '1' || opens.toLowerCase() === DAY_OFF_INPUT;
    days[day] = withDefaultStart({ opens: off ? '' : opens, closes: off ? '' : text(closesField), off });
  }
  const draft: EventDraft = {
    title: text('title'),
    category: text('category'),
    description: fieldLines(form, 'description'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    days,
    daysOff: fieldTexts(form, 'days_off').filter(Boolean),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    organizer: text('organizer'),
    businessId: text('business_id'),
  };
  return { draft, pin: { lat: text('lat'), lng: text('lng') } };
}

export function eventFormData(draft: EventDraft, pin: PinInput, images: readonly File[], keep: readonly number[] | null): FormData {
  const body = new FormData();
  for (const [name, value] of eventFields(draft, pin)) body.set(name, value);
  images.forEach((file, i) => body.set(`images[${i}]`, file));
  keep?.forEach((id, i) => body.set(`keep_images[${i}]`, String(id)));
  return body;
}

/**
 * The §5 messages the form can tell before sending: the contract's own schema reads the same
 * fields the server will (field → code; `schedule.mon` for a day's time, `images` for a picture).
 */
export function draftProblems(draft: EventDraft, pictures: number, today: string, pin: PinInput = { lat: '', lng: '' }): Record<string, string> {
  const fields = Object.fromEntries(eventFields(draft, pin));
  const { schedule, invalid } = readScheduleInput(fields);
  const daysOff = Object.entries(fields).filter(([name]) => name.startsWith('days_off[')).map(([, value]) => value);
  const parsed = eventFormSchema.safeParse({ ...fields, schedule, days_off: daysOff });
  const problems: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'days_off' ? 'days_off' : issue.path.join('.');
      problems[field] ??= issue.message;
    }
  }
  for (const day of invalid) problems[`schedule.${day}`] ??= 'error-event-time-invalid';
  for (const issue of eventWriteIssues({ end_date: draft.endDate }, pictures, today)) problems[issue.field] ??= issue.code;
  return problems;
}
