/**
 * The print schedule as both sides read it: which issues of an edition are still open for booking,
 * which issues an ad of N issues takes, and until when it is valid. Dates of issues are calendar
 * days in Chicago (`YYYY-MM-DD`); a booking deadline is an instant (ISO 8601).
 */
import { CLASSIFIED_PRICING } from '../rates.ts';

export interface ScheduledIssue {
  id: number;
  /** The edition's slug. */
  edition: string;
  /** The day the issue comes out, `YYYY-MM-DD` (Chicago). */
  date: string;
  /** The booking deadline, an ISO 8601 instant. */
  deadlineAt: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date moved by whole days (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isOpenForBooking(issue: ScheduledIssue, now: Date): boolean {
  return Date.parse(issue.deadlineAt) > now.getTime();
}

/** Open issues, earliest first; of one edition when given. */
export function openIssues(schedule: readonly ScheduledIssue[], now: Date, edition?: string): ScheduledIssue[] {
  return schedule
    .filter((issue) => (edition === undefined || issue.edition === edition) && isOpenForBooking(issue, now))
    .toSorted((a, b) => a.date.localeCompare(b.date) || a.edition.localeCompare(b.edition));
}

/** The dates an ad may start on: days of an issue open in every chosen edition. */
export function publishDateOptions(schedule: readonly ScheduledIssue[], editions: readonly string[], now: Date): string[] {
  if (editions.length === 0) return [];
  const dates = editions.map((edition) => new Set(openIssues(schedule, now, edition).map((issue) => issue.date)));
  return [...(dates[0] ?? [])].filter((date) => dates.every((set) => set.has(date))).toSorted();
}

/** A web ad (and the web life of a print ad with no issues yet) runs five weeks from its start. */
export function onlineValidUntil(publishDate: string): string {
  return addDays(publishDate, CLASSIFIED_PRICING.runWeeks * 7 - 1);
}

/** A print ad stays on the web until the day before the issue after its last one. */
export function printValidUntil(lastIssueDate: string): string {
  return addDays(lastIssueDate, 6);
}

export type Booking =
  | { ok: true; issues: Record<string, ScheduledIssue[]>; validUntil: string }
  | { ok: false; edition: string; available: number };

/**
 * The issues an ad takes: the next `count` open issues of each chosen edition on or after its
 * publish date. When an edition has fewer, the booking fails naming it ("not enough issues").
 */
export function bookIssues(
  schedule: readonly ScheduledIssue[],
  request: { editions: readonly string[]; publishDate: string; count: number; now: Date },
): Booking {
  const issues: Record<string, ScheduledIssue[]> = {};
  let last = request.publishDate;
  for (const edition of request.editions) {
    const open = openIssues(schedule, request.now, edition).filter((issue) => issue.date >= request.publishDate);
    if (open.length < request.count || request.count < 1) return { ok: false, edition, available: open.length };
    const taken = open.slice(0, request.count);
    issues[edition] = taken;
    const lastDate = taken.at(-1)?.date ?? last;
    if (lastDate > last) last = lastDate;
  }
  return { ok: true, issues, validUntil: printValidUntil(last) };
}

/** Whole days, hours and minutes left until an instant; zeros once it has passed. */
export function timeLeft(until: string, now: Date): { days: number; hours: number; minutes: number } {
  const ms = Math.max(0, Date.parse(until) - now.getTime());
  const minutes = Math.floor(ms / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
