import {
  businessFormSchema,
  chicagoClock,
  dealMoment,
  DAY_OFF_INPUT,
  DEFAULT_SCHEDULE_TIME,
  hotDealPaymentCarries,
  parseDealDateTime,
  quoteHotDeal,
  WEEKDAYS,
  type MyBusiness,
  type RateTable,
  type Weekday,
} from '@gazeta/contract';
import { fieldLines, fieldText, fieldTexts } from '../../lib/form-data.ts';

/** What the form holds while it is being filled in: text as typed, lists as chosen. */
export interface BusinessDraft {
  name: string;
  information: string;
  categories: string[];
  tags: string[];
  languages: string[];
  phone: string;
  email: string;
  website: string;
  /** One address per line. */
  social: string;
  contacts: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  /** Each day as typed (spec §5: "08:00 AM", "off", or empty to skip it). */
  schedule: Record<Weekday, { opens: string; closes: string }>;
  /** The deal's dates as a date picker gives them: YYYY-MM-DDTHH:MM (Chicago time). */
  hotDeal: { text: string; starts: string; ends: string };
  agree: boolean;
}

/**
 * The pin the owner put with the location picker (its `lat` and `lng` inputs): empty unless they
 * moved it, and empty means "locate the address when saving" (decision 029).
 */
export interface PinInput {
  lat: string;
  lng: string;
}

const emptyWeek = (): BusinessDraft['schedule'] => Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '', closes: '' }])) as BusinessDraft['schedule'];

export function emptyDraft(): BusinessDraft {
  return {
    name: '',
    information: '',
    categories: [],
    tags: [],
    languages: [],
    phone: '',
    email: '',
    website: '',
    social: '',
    contacts: '',
    address: '',
    city: '',
    state: 'IL',
    zip: '',
    schedule: emptyWeek(),
    hotDeal: { text: '', starts: '', ends: '' },
    agree: false,
  };
}

/** The names a day's inputs carry: its two times, and the form's own "day off" check box (the API reads "off" in the first time). */
export const dayFieldNames = (day: Weekday) => ({ opens: `schedule_${day}_opens`, closes: `schedule_${day}_closes`, off: `schedule_${day}_off` });

/**
 * The form as a browser sent it without JavaScript (its inputs named as the API names them, a
 * day off as its check box), read back into what the form holds: sent on to the API as
 * `draftFormData` builds it, and given back to the form after a refusal.
 */
export function draftOfForm(form: FormData): { draft: BusinessDraft; pin: PinInput } {
  const text = (name: string) => fieldText(form, name);
  const schedule = emptyWeek();
  for (const day of WEEKDAYS) {
    const names = dayFieldNames(day);
    const off = text(names.off) === '1' || text(names.opens).toLowerCase() === DAY_OFF_INPUT;
    schedule[day] = off ? { opens: DAY_OFF_INPUT, closes: '' } : { opens: text(names.opens), closes: text(names.closes) };
  }
  const draft: BusinessDraft = {
    name: text('name'),
    information: fieldLines(form, 'information'),
    categories: fieldTexts(form, 'categories'),
    tags: fieldTexts(form, 'tags'),
    languages: fieldTexts(form, 'languages'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    social: fieldLines(form, 'social'),
    contacts: text('contacts'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    schedule,
    hotDeal: { text: text('hot_deal'), starts: text('hot_deal_starts'), ends: text('hot_deal_ends') },
    agree: text('agree') === '1',
  };
  return { draft, pin: { lat: text('lat'), lng: text('lng') } };
}

/** "2026-12-01 09:00:00" (the API's Y-m-d H:i:s) ↔ "2026-12-01T09:00" (a date picker's value). */
export const pickerValue = (dealDate: string) => dealDate.slice(0, 16).replace(' ', 'T');
export const dealDateOf = (picker: string) => (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(picker) ? `${picker.replace('T', ' ')}:00` : picker.trim());

/** "08:00" (24-hour data) → what the form shows: 08:00 AM (spec §5). */
function typed(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** A saved listing as the form edits it. */
export function draftOf(business: MyBusiness): BusinessDraft {
  const schedule = emptyWeek();
  for (const day of WEEKDAYS) {
    const hours = business.schedule[day];
    if (hours === 'off') schedule[day] = { opens: 'off', closes: '' };
    else if (hours) schedule[day] = { opens: typed(hours.opens), closes: typed(hours.closes) };
  }
  return {
    name: business.name,
    information: business.information,
    categories: [...business.categories],
    tags: [...business.tags],
    languages: [...business.languages],
    phone: business.phone,
    email: business.email ?? '',
    website: business.website ?? '',
    social: business.social.join('\n'),
    contacts: business.contacts,
    address: business.address,
    city: business.city,
    state: business.state,
    zip: business.zip,
    schedule,
    hotDeal: business.hot_deal ? { text: business.hot_deal.text, starts: pickerValue(business.hot_deal.starts), ends: pickerValue(business.hot_deal.ends) } : { text: '', starts: '', ends: '' },
    agree: false,
  };
}

/**
 * A day as it is sent: a closing time with no opening time opens at the spec's default (§5:
 * "08:00 AM", the placeholder the opening field shows).
 */
export function sentDay(day: { opens: string; closes: string }): { opens: string; closes: string } {
  const closes = day.closes.trim();
  return day.opens.trim() === '' && closes !== '' && closes.toLowerCase() !== 'off' ? { opens: DEFAULT_SCHEDULE_TIME, closes } : day;
}

const sentWeek = (schedule: BusinessDraft['schedule']) => Object.fromEntries(WEEKDAYS.map((day) => [day, sentDay(schedule[day])])) as BusinessDraft['schedule'];

/** The draft as the API reads the form (the same names the multipart form sends). */
export function draftInput(draft: BusinessDraft): Record<string, unknown> {
  return {
    name: draft.name,
    information: draft.information,
    categories: draft.categories,
    tags: draft.tags,
    languages: draft.languages,
    phone: draft.phone,
    email: draft.email,
    website: draft.website,
    social: draft.social.split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
    contacts: draft.contacts,
    address: draft.address,
    city: draft.city,
    state: draft.state,
    zip: draft.zip,
    schedule: sentWeek(draft.schedule),
    hot_deal: draft.hotDeal.text,
    hot_deal_starts: dealDateOf(draft.hotDeal.starts),
    hot_deal_ends: dealDateOf(draft.hotDeal.ends),
    agree: draft.agree ? '1' : '',
  };
}

/**
 * What the form lacks, field by field, by the contract's own schema (the server says the same):
 * each field's first code. A list's member ("categories.0") is the list; a day is `schedule.mon`.
 */
export function draftProblems(draft: BusinessDraft, pin: PinInput = { lat: '', lng: '' }): Record<string, string> {
  const parsed = businessFormSchema.safeParse({ ...draftInput(draft), lat: pin.lat, lng: pin.lng });
  return parsed.success ? {} : problemsOf(parsed.error.issues);
}


function problemsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const field = ['categories', 'tags', 'languages', 'social'].includes(path[0]!) ? path[0]! : path.slice(0, path[0] === 'schedule' ? 2 : 1).join('.');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** What the hot deal will cost as the dates stand (the contract's quote), or null when they are not two good moments. */
export function draftDealQuote(draft: BusinessDraft, rates: RateTable) {
  const starts = parseDealDateTime(dealDateOf(draft.hotDeal.starts));
  const ends = parseDealDateTime(dealDateOf(draft.hotDeal.ends));
  return draft.hotDeal.text.trim() && starts && ends ? quoteHotDeal(starts, ends, rates) : null;
}

/**
 * What was paid for the listing's hot deal that still counts for the draft's dates at `now`
 * (the contract's rule, as the server applies it): all of it, or nothing when the new dates make
 * it a new deal (issue #26).
 */
export function draftDealPaidCents(business: Pick<MyBusiness, 'hot_deal'> | null, draft: BusinessDraft, now: Date): number {
  const deal = business?.hot_deal;
  if (!deal || deal.paid_cents === 0 || deal.ended) return 0;
  const [was, wasEnd, starts, ends] = [deal.starts, deal.ends, dealDateOf(draft.hotDeal.starts), dealDateOf(draft.hotDeal.ends)].map(parseDealDateTime);
  if (!was || !wasEnd || !starts || !ends) return 0;
  const clock = chicagoClock(now);
  const at = dealMoment({ day: clock.date, time: `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}` });
  return hotDealPaymentCarries({ startsAt: dealMoment(was), endsAt: dealMoment(wasEnd) }, { startsAt: dealMoment(starts), endsAt: dealMoment(ends) }, at) ? deal.paid_cents : 0;
}

/** The multipart form the page's action passes on to the API: fields, the pin, logo, new pictures, and for an edit what it keeps. */
export function draftFormData(draft: BusinessDraft, files: { pin: PinInput; logo: File | null; images: readonly File[]; keepImages: readonly number[] | null; keepLogo: boolean }): FormData {
  const body = new FormData();
  const input = draftInput(draft);
  for (const name of ['name', 'information', 'phone', 'email', 'website', 'contacts', 'address', 'city', 'state', 'zip', 'hot_deal', 'hot_deal_starts', 'hot_deal_ends', 'agree'] as const) {
    body.set(name, String(input[name] ?? ''));
  }
  body.set('lat', files.pin.lat);
  body.set('lng', files.pin.lng);
  body.set('social', draft.social);
  for (const list of ['categories', 'tags', 'languages'] as const) draft[list].forEach((value, i) => body.set(`${list}[${i}]`, value));
  const week = sentWeek(draft.schedule);
  for (const day of WEEKDAYS) {
    body.set(`schedule_${day}_opens`, week[day].opens);
    body.set(`schedule_${day}_closes`, week[day].closes);
  }
  if (files.logo) body.set('logo', files.logo);
  files.images.forEach((file, i) => body.set(`images[${i}]`, file));
  if (files.keepImages) files.keepImages.forEach((id, i) => body.set(`keep_images[${i}]`, String(id)));
  if (files.keepLogo) body.set('keep_logo', '1');
  return body;
}
