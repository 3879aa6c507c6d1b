import {
  addDays,
  PRINT_SUBSCRIPTION_REMINDER_DAYS,
  PRINT_SUBSCRIPTION_TERMS,
  quotePrintSubscription,
  type MyPrintSubscription,
  type PrintSubscriptionPhase,
  type PrintSubscriptionTerm,
  type RateTable,
  type ScheduledIssue,
} from '@gazeta/contract';

/** One choice of term with its price, from the rate table (decision 048). */
export interface TermChoice {
  months: PrintSubscriptionTerm;
  cents: number;
  /** What a month comes to, rounded to the cent. */
  perMonthCents: number;
}

export const termChoices = (rates: RateTable): readonly TermChoice[] =>
  PRINT_SUBSCRIPTION_TERMS.map((months) => {
    const { totalCents } = quotePrintSubscription(months, rates)!;
    return { months, cents: totalCents, perMonthCents: Math.round(totalCents / months) };
  });

/** The term a new form starts with: the shortest, the smallest sum to decide on. */
export const DEFAULT_TERM: PrintSubscriptionTerm = PRINT_SUBSCRIPTION_TERMS[0];

/** The choice for a submitted or stored value ('6', 6), or none for anything else. */
export function termChoice(months: string | number | null | undefined, rates: RateTable): TermChoice | undefined {
  return termChoices(rates).find((choice) => String(choice.months) === String(months ?? '').trim());
}

/** A whole-number id from a form or the address (1 … 2^31 − 1), or none. */
export function idParam(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

/** How each phase looks in its badge (app.css). */
export const PHASE_BADGE: Record<PrintSubscriptionPhase, string> = {
  awaiting_payment: 'badge--warn',
  scheduled: 'badge--draft',
  active: 'badge--ok',
  ended: 'badge--muted',
  cancelled: 'badge--error',
};

/** Not paid yet, with its order open: the Pay button. */
export const canPay = (term: MyPrintSubscription): boolean => term.phase === 'awaiting_payment' && term.order_id !== null;
/** Only a term not yet paid is deleted (the API answers 409 for the others). */
export const canDelete = (term: MyPrintSubscription): boolean => term.phase === 'awaiting_payment';
/** A paid term, unless the same address already has a later one (bought or waiting for payment). */
export const canRenew = (term: MyPrintSubscription): boolean => term.status === 'paid' && !term.renewed;

/** Whole days from `from` to `to` (YYYY-MM-DD, calendar days: no time zone moves them). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The days left of a term that ends soon and is not renewed (the reminder e-mail's window):
 * 0 on its last day; none for any other term.
 */
export function endsWithin(term: MyPrintSubscription, today: string, window = PRINT_SUBSCRIPTION_REMINDER_DAYS): number | null {
  if (term.status !== 'paid' || term.renewed || !term.ends_on) return null;
  const left = daysBetween(today, term.ends_on);
  return left >= 0 && left <= window ? left : null;
}

/**
 * Where a renewal starts (as the server decides): the day after this term ends, or on the day it
 * is paid (null) when this one is over.
 */
export function renewalStart(term: MyPrintSubscription, today: string): string | null {
  return term.ends_on && term.ends_on >= today ? addDays(term.ends_on, 1) : null;
}

/** The delivery address on one line: "4901 Golf Rd, Apt 2, Skokie, IL 60077". */
export function addressLine(term: Pick<MyPrintSubscription, 'address' | 'address2' | 'city' | 'state' | 'zip'>): string {
  return [term.address, term.address2, term.city, `${term.state} ${term.zip}`].filter(Boolean).join(', ');
}

/** The term the address asks about (`?renew={id}`, `?delete={id}`), when it is one the page can do that to. */
export function askedTerms(params: URLSearchParams, terms: readonly MyPrintSubscription[]): { renew: MyPrintSubscription | null; remove: MyPrintSubscription | null } {
  const find = (name: string) => {
    const id = idParam(params.get(name));
    return id === null ? null : (terms.find((term) => term.id === id) ?? null);
  };
  const renew = find('renew');
  const remove = find('delete');
  return { renew: renew && canRenew(renew) ? renew : null, remove: remove && canDelete(remove) ? remove : null };
}

/** How far back and ahead of today the staff's mailing lists are offered. */
export const MAILING_WINDOW = { pastDays: 21, aheadDays: 56 } as const;

/**
 * The issues whose mailing list staff may want: those of the few weeks around today, earliest
 * first, and the one chosen at first: the next to come out (today's included), else the latest.
 */
export function mailingIssues(schedule: readonly ScheduledIssue[], today: string, window = MAILING_WINDOW): { issues: ScheduledIssue[]; next: number | null } {
  const first = addDays(today, -window.pastDays);
  const last = addDays(today, window.aheadDays);
  const issues = schedule.filter((issue) => issue.date >= first && issue.date <= last).toSorted((a, b) => a.date.localeCompare(b.date) || a.edition.localeCompare(b.edition));
  const next = issues.find((issue) => issue.date >= today) ?? issues.at(-1);
  return { issues, next: next?.id ?? null };
}
