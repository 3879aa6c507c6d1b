/**
 * Businesses (spec §3, §4; issue #15): the directory's categories, tags and languages, the
 * states of a listing, the hot deal's date format and price, and a weekly schedule as the spans
 * of the week it is open — the form, the server and the seed use these same rules, and the SQL
 * filter "open now" reads the spans (a test holds it to `openStatus`).
 */
import { HOT_DEAL_PRICING } from '../rates.ts';
import type { RateTable } from '../rate-table.ts';
import type { ActionTable } from './actions.ts';
import { minutesOf, WEEKDAYS, type WeeklySchedule } from './weekly-schedule.ts';

/** The catalogue's categories, in the order it lists them; a business is in one to three. */
export const BUSINESS_CATEGORIES = [
  'restaurants',
  'groceries',
  'doctors',
  'dentists',
  'lawyers',
  'realtors',
  'insurance',
  'accounting',
  'travel',
  'beauty',
  'auto',
  'education',
  'home-services',
  'shopping',
  'entertainment',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/** What a business offers besides its trade, named in both languages by the translations. */
export const BUSINESS_TAGS = [
  'delivery',
  'takeout',
  'catering',
  'parking',
  'wheelchair',
  'kids',
  'online',
  'home-visits',
  'free-consultation',
  'medicare',
  'credit-cards',
  'open-late',
  'weekends',
  'discounts',
] as const;
export type BusinessTag = (typeof BUSINESS_TAGS)[number];

/** The languages a business may say it speaks (the community's and its neighbours'). */
export const BUSINESS_LANGUAGES = ['ru', 'en', 'lt', 'uk', 'pl', 'es', 'he'] as const;
export type BusinessLanguage = (typeof BUSINESS_LANGUAGES)[number];

/** Staff's review of a listing; the owner switches an approved one active or inactive (spec §4). */
export const BUSINESS_STATUSES = ['awaiting_review', 'approved', 'rejected'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** What a listing's owner may do with it and its hot deal (an ActionTable; the owner's answers carry them as `actions`). */
export const BUSINESS_ACTIONS = ['pay_hot_deal', 'edit', 'switch', 'delete'] as const;
export type BusinessAction = (typeof BUSINESS_ACTIONS)[number];
export interface BusinessFacts {
  /** Its hot deal has something still to pay and has not ended. */
  dealOwes: boolean;
}

/**
 * A listing is changed, switched on or off and deleted in every state; its hot deal is paid
 * while it owes, unless the listing was rejected (a rejected listing's deal takes no money: it
 * is changed and reviewed again first).
 */
export const BUSINESS_TABLE: ActionTable<BusinessStatus, BusinessAction, BusinessFacts> = {
  awaiting_review: { pay_hot_deal: (facts) => facts.dealOwes, edit: true, switch: true, delete: true },
  approved: { pay_hot_deal: (facts) => facts.dealOwes, edit: true, switch: true, delete: true },
  rejected: { edit: true, switch: true, delete: true },
};

export const BUSINESS_LIMITS = {
  nameMax: 120,
  informationMax: 3_000,
  categoriesMax: 3,
  tagsMax: BUSINESS_TAGS.length,
  contactsMax: 500,
  addressMax: 200,
  cityMax: 80,
  websiteMax: 300,
  socialMax: 5,
  hotDealMax: 300,
  images: 4,
} as const;

export const isBusinessCategory = (value: unknown): value is BusinessCategory => typeof value === 'string' && (BUSINESS_CATEGORIES as readonly string[]).includes(value);
export const isBusinessTag = (value: unknown): value is BusinessTag => typeof value === 'string' && (BUSINESS_TAGS as readonly string[]).includes(value);
export const isBusinessLanguage = (value: unknown): value is BusinessLanguage => typeof value === 'string' && (BUSINESS_LANGUAGES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// The hot deal: its dates as spec §8 writes them (Y-m-d H:i:s, a Chicago wall clock) and its price.

/** `Y-m-d H:i:s` (PHP's date format): 2026-12-01 09:00:00. */
export const DEAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A Chicago wall-clock moment as the form and the API write it. */
export interface WallClock {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM (seconds are always :00 in the data; any are accepted and dropped). */
  time: string;
}

/** "2026-12-01 09:00:00" → its day and time; null when it is not a real moment in that format. */
export function parseDealDateTime(text: string): WallClock | null {
  const match = DEAL_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, m, d, hh, mm, ss] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 2000) return null;
  if (hh > 23 || mm > 59 || ss > 59) return null;
  return { day: text.trim().slice(0, 10), time: text.trim().slice(11, 16) };
}

/** The same moment written back as `Y-m-d H:i:s`. */
export const formatDealDateTime = (at: WallClock): string => `${at.day} ${at.time}:00`;

/** Minutes from the Unix epoch of a wall clock read as if it were UTC: for durations between two, daylight saving aside. */
const wallMinutes = (at: WallClock) => Date.parse(`${at.day}T${at.time}:00Z`) / 60_000;

const WEEK_MINUTES = 7 * 24 * 60;

/**
 * What a hot deal costs: each started week of its length (by the Chicago wall clock, so the form
 * and the server agree whatever the daylight saving time), at least one. `weeks` beyond the
 * longest allowed, or an end not after the start, is `null`: the form says why.
 */
export function quoteHotDeal(starts: WallClock, ends: WallClock, rates: RateTable): { weeks: number; unitCents: number; totalCents: number } | null {
  const weeks = hotDealWeeks(starts, ends);
  if (weeks === null) return null;
  return { weeks, unitCents: rates.hot_deal_per_week_cents, totalCents: weeks * rates.hot_deal_per_week_cents };
}

/** The started weeks a hot deal lasts, or null when its dates are not a deal (the price aside). */
export function hotDealWeeks(starts: WallClock, ends: WallClock): number | null {
  const minutes = wallMinutes(ends) - wallMinutes(starts);
  if (!(minutes > 0)) return null;
  const weeks = Math.max(1, Math.ceil(minutes / WEEK_MINUTES));
  return weeks > HOT_DEAL_PRICING.maxWeeks ? null : weeks;
}

// ---------------------------------------------------------------------------------------------
// "Open now" for many rows at once: the schedule as the spans of the week it is open.

/** Minutes in a week; a span may run past its end into Monday (a Sunday night open past midnight). */
export const WEEK_SPAN_MINUTES = WEEK_MINUTES;

/**
 * The spans of the week (minutes from Monday 00:00, Chicago wall clock) in which a schedule is
 * open, as `openStatus` reads it: a day's hours from its opening; a range whose end is not after
 * its start runs on into the next day (ending where it starts: the whole 24 hours). A span may
 * end past the week's end (Sunday into Monday); a moment `m` of the week is open when some span
 * holds `m` or `m + WEEK_SPAN_MINUTES`.
 */
export function weekSpans(schedule: WeeklySchedule): { starts: number; ends: number }[] {
  const spans: { starts: number; ends: number }[] = [];
  for (const [index, day] of WEEKDAYS.entries()) {
    const hours = schedule[day];
    if (!hours || hours === 'off') continue;
    const opens = minutesOf(hours.opens);
    const closes = minutesOf(hours.closes);
    const base = index * 24 * 60;
    spans.push({ starts: base + opens, ends: base + (closes > opens ? closes : closes + 24 * 60) });
  }
  return spans;
}

/** Whether a moment of the week (minutes from Monday 00:00) falls in one of the spans. */
export function inWeekSpans(spans: readonly { starts: number; ends: number }[], minute: number): boolean {
  return spans.some((span) => (span.starts <= minute && minute < span.ends) || (span.starts <= minute + WEEK_MINUTES && minute + WEEK_MINUTES < span.ends));
}

// ---------------------------------------------------------------------------------------------
// A paid hot deal whose dates change (issue #26).

/** A deal's period as two moments on one clock (epoch milliseconds, say), the same clock as `now`. */
export interface DealPeriod {
  startsAt: number;
  endsAt: number;
}

/** A wall-clock moment as milliseconds of Chicago's wall clock read as if UTC: one clock for a form's dates and its `now`. */
export const dealMoment = (at: WallClock): number => wallMinutes(at) * 60_000;

/**
 * Whether what was paid for a deal still counts for it when its dates change to `after`. A deal
 * not begun may move to any period that has not begun either (nothing of it was shown yet, so
 * its money is its owner's to place); a running deal keeps its start, and only its end may
 * change (what was shown stays bought, a longer one owes the difference); a deal that is over
 * counts for nothing. Anything else is a new deal, paid from nothing: so a week paid once can
 * never be moved on and on.
 */
export function hotDealPaymentCarries(before: DealPeriod, after: DealPeriod, now: number): boolean {
  if (before.endsAt <= now) return false;
  if (before.startsAt > now) return after.startsAt > now;
  return after.startsAt === before.startsAt;
}

/** What a deal's owner pays for it after its dates change: what its new price lacks when its money counts, the new price when not. */
export function hotDealDueOnChange(before: DealPeriod & { paidCents: number }, after: DealPeriod & { priceCents: number }, now: number): number {
  return hotDealPaymentCarries(before, after, now) ? Math.max(0, after.priceCents - before.paidCents) : after.priceCents;
}
