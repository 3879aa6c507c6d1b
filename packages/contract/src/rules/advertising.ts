import {
  AD_OPEN_MAX_ISSUES,
  AD_TERM_ISSUES,
  AD_TERMS,
  AD_UNITS,
  PRINT_SUBSCRIPTION_TERMS,
  POSTING_NETWORKS,
  type AdTerm,
  type AdUnits,
  type PrintSubscriptionTerm,
  type PostingNetwork,
} from '../rates.ts';
import { displayAdRate, printSubscriptionRate, socialPostRate, type RateTable } from '../rate-table.ts';
import type { DisplayAdStatus } from '../api/display-ads.ts';
import type { SocialRequestStatus } from '../api/social-requests.ts';
import type { ActionTable } from './actions.ts';
import { bookIssues, openIssues, type ScheduledIssue } from './print-schedule.ts';

export const isAdUnits = (value: number): value is AdUnits => (AD_UNITS as readonly number[]).includes(value);

/**
 * A display ad's price from the rate card (spec §9): the weekly rate of its size and term, times
 * the issues it runs in, in each edition. A term commits to its weeks (12, 24, 36 or 48 issues);
 * the open rate is per issue, 1 to AD_OPEN_MAX_ISSUES of them. Null for anything else.
 */
export function quoteDisplayAd(input: { units: number; term: AdTerm; issues?: number; editions?: number }, rates: RateTable): { issues: number; unitCents: number; totalCents: number } | null {
  const editions = input.editions ?? 1;
  if (!isAdUnits(input.units) || !Number.isInteger(editions) || editions < 1) return null;
  if (!(AD_TERMS as readonly string[]).includes(input.term)) return null;
  const issues = input.term === 'open' ? input.issues : AD_TERM_ISSUES[input.term];
  if (issues === undefined || !Number.isInteger(issues) || issues < 1 || (input.term === 'open' && issues > AD_OPEN_MAX_ISSUES)) return null;
  if (input.term !== 'open' && input.issues !== undefined && input.issues !== issues) return null;
  const unitCents = displayAdRate(rates, input.units, input.term);
  return { issues, unitCents, totalCents: unitCents * issues * editions };
}

/** A social-posting request's price: each network's price, each network once. */
export function quoteSocialRequest(networks: readonly string[], rates: RateTable): { networks: PostingNetwork[]; totalCents: number } | null {
  const chosen = POSTING_NETWORKS.filter((network) => networks.includes(network));
  if (chosen.length === 0 || networks.some((network) => !(POSTING_NETWORKS as readonly string[]).includes(network))) return null;
  return { networks: chosen, totalCents: chosen.reduce((sum, network) => sum + socialPostRate(rates, network), 0) };
}

/** The printed paper by mail: the price of a term in months (3, 6 or 12). */
export function quotePrintSubscription(months: number, rates: RateTable): { months: PrintSubscriptionTerm; totalCents: number } | null {
  if (!(PRINT_SUBSCRIPTION_TERMS as readonly number[]).includes(months)) return null;
  const term = months as PrintSubscriptionTerm;
  return { months: term, totalCents: printSubscriptionRate(rates, term) };
}

/** The weekly issues a display ad runs in, in each edition: its term's, or the open rate's count. */
export function displayAdIssueCount(term: AdTerm, issues?: number): number | null {
  if (term !== 'open') return AD_TERM_ISSUES[term];
  return issues !== undefined && Number.isInteger(issues) && issues >= 1 && issues <= AD_OPEN_MAX_ISSUES ? issues : null;
}

/**
 * Whether the print schedule takes a display ad now (decision 035). At the open rate (at most 11
 * issues, within the schedule's 12 weeks) every chosen edition must hold all its issues from the
 * first day asked for, as a classified's; a term of 12 to 48 weeks needs its first issue open in
 * each edition, and the rest are booked week by week as the schedule grows.
 */
export function displayAdFits(
  schedule: readonly ScheduledIssue[],
  request: { editions: readonly string[]; publishOn: string; term: AdTerm; issues: number; now: Date },
): { ok: true } | { ok: false; edition: string; available: number } {
  const count = request.term === 'open' ? request.issues : 1;
  const booking = bookIssues(schedule, { editions: request.editions, publishDate: request.publishOn, count, now: request.now });
  return booking.ok ? { ok: true } : { ok: false, edition: booking.edition, available: booking.available };
}

/**
 * The issues to book next for a display ad: in each edition, the open issues on or after its first
 * day and after the last one it holds, as many as it still lacks there.
 */
export function nextDisplayAdIssues(
  schedule: readonly ScheduledIssue[],
  ad: { editions: readonly string[]; publishOn: string; issues: number; held: Readonly<Record<string, { count: number; last: string | null }>>; now: Date },
): ScheduledIssue[] {
  return ad.editions.flatMap((edition) => {
    const held = ad.held[edition] ?? { count: 0, last: null };
    const lacking = ad.issues - held.count;
    if (lacking <= 0) return [];
    return openIssues(schedule, ad.now, edition)
      .filter((issue) => issue.date >= ad.publishOn && (held.last === null || issue.date > held.last))
      .slice(0, lacking);
  });
}

/** What a display ad's owner may do with it (an ActionTable; answers carry them as `actions`). */
export const DISPLAY_AD_ACTIONS = ['pay', 'delete'] as const;
export type DisplayAdAction = (typeof DISPLAY_AD_ACTIONS)[number];
export interface DisplayAdFacts {
  hasOrder: boolean;
  /** Every issue it runs in is booked and printed before today (on the day of its last issue it is not over yet). */
  finished: boolean;
}

/** Deleted before it is paid, once rejected, or when its run is over; never while paid with review or issues to come. */
export const DISPLAY_AD_TABLE: ActionTable<DisplayAdStatus, DisplayAdAction, DisplayAdFacts> = {
  awaiting_payment: { pay: (facts) => facts.hasOrder, delete: true },
  awaiting_review: {},
  approved: { delete: (facts) => facts.finished },
  rejected: { delete: true },
};

/** A display ad's run is over on `today` when all `issues` it runs in are booked and every one's day is behind. */
export function displayAdFinished(booked: readonly { publish_on: string }[], issues: number, today: string): boolean {
  return booked.length >= issues && booked.every((issue) => issue.publish_on < today);
}

/** What a social-posting request's owner may do with it (an ActionTable; answers carry them as `actions`). */
export const SOCIAL_REQUEST_ACTIONS = ['pay', 'delete'] as const;
export type SocialRequestAction = (typeof SOCIAL_REQUEST_ACTIONS)[number];
export interface SocialRequestFacts {
  hasOrder: boolean;
}

/** Deleted at any time but while paid and waiting to be posted (staff are about to post it). */
export const SOCIAL_REQUEST_TABLE: ActionTable<SocialRequestStatus, SocialRequestAction, SocialRequestFacts> = {
  awaiting_payment: { pay: (facts) => facts.hasOrder, delete: true },
  awaiting_publication: {},
  published: { delete: true },
  rejected: { delete: true },
};
