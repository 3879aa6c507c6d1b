/**
 * Classifieds: the sections, kinds, states and extras of a private ad, and the two rules the form
 * and the server share: what counts as a word, and what an ad costs (spec §9). The server
 * recomputes every quote with these functions and never trusts a price from the browser.
 */
import type { RateTable } from '../rate-table.ts';
import type { ActionTable } from './actions.ts';
import { WORD_GAP } from './text.ts';

/** The sections of the paper's classifieds, in the order the catalogue lists them. */
export const CLASSIFIED_SECTIONS = [
  'real-estate',
  'rentals',
  'jobs',
  'services',
  'for-sale',
  'autos',
  'education',
  'personal',
] as const;
export type ClassifiedSection = (typeof CLASSIFIED_SECTIONS)[number];

/** Offered or wanted: "Сдаю" / "Сниму", "Продаю" / "Куплю". */
export const CLASSIFIED_TYPES = ['offer', 'wanted'] as const;
export type ClassifiedType = (typeof CLASSIFIED_TYPES)[number];

/** Where the ad runs (spec §3: printed, online, or both). */
export const CLASSIFIED_VERSIONS = ['print', 'online', 'both'] as const;
export type ClassifiedVersion = (typeof CLASSIFIED_VERSIONS)[number];

/** Extras (spec §3). All are print extras: a web-only ad is free and has none. */
export const CLASSIFIED_EXTRAS = ['bold', 'frame', 'hot', 'priority', 'photo'] as const;
export type ClassifiedExtra = (typeof CLASSIFIED_EXTRAS)[number];
export type ClassifiedExtras = Readonly<Record<ClassifiedExtra, boolean>>;
export const NO_EXTRAS: ClassifiedExtras = { bold: false, frame: false, hot: false, priority: false, photo: false };

/**
 * The life of an ad: draft → awaiting_payment (print) → awaiting_review → scheduled → running →
 * expired; a web-only ad skips payment; staff may reject one under review.
 */
export const CLASSIFIED_STATUSES = [
  'draft',
  'awaiting_payment',
  'awaiting_review',
  'scheduled',
  'running',
  'expired',
  'rejected',
] as const;
export type ClassifiedStatus = (typeof CLASSIFIED_STATUSES)[number];
/** What an ad's owner may do with it (an ActionTable; the owner's answers carry them as `actions`). */
export const CLASSIFIED_ACTIONS = ['pay', 'edit', 'prolong', 'delete'] as const;
export type ClassifiedAction = (typeof CLASSIFIED_ACTIONS)[number];
export interface ClassifiedFacts {
  /** Something is still to pay (amountDueOnChange). */
  owes: boolean;
  /** It is printed (print or both), so it has issues to prolong. */
  printed: boolean;
}

const owes = (facts: ClassifiedFacts) => facts.owes;
const printed = (facts: ClassifiedFacts) => facts.printed;
/**
 * Paid while something is due and it may still print; changed until it expired (a booked one
 * keeps its run: prolong it instead); a printed one booked, running or over prolonged; deleted
 * whatever its state (what open issues it paid for comes back).
 */
export const CLASSIFIED_TABLE: ActionTable<ClassifiedStatus, ClassifiedAction, ClassifiedFacts> = {
  draft: { pay: owes, edit: true, delete: true },
  awaiting_payment: { pay: owes, edit: true, delete: true },
  awaiting_review: { pay: owes, edit: true, delete: true },
  scheduled: { pay: owes, edit: true, prolong: printed, delete: true },
  running: { pay: owes, edit: true, prolong: printed, delete: true },
  expired: { prolong: printed, delete: true },
  rejected: { edit: true, delete: true },
};

/** The states a reader sees in the catalogue. */
export const PUBLIC_CLASSIFIED_STATUSES: readonly ClassifiedStatus[] = ['running'];

export const CLASSIFIED_LIMITS = {
  titleMax: 150,
  textMax: 2_000,
  /** Issues per edition one booking may take (the number input clamps to these). */
  issuesMin: 1,
  issuesMax: 52,
  images: 4,
} as const;

const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}(?!\d)/g;
/** A web address as print shows it; `:`, `?`, `=`… inside it join it (but not a comma or a bracket). */
const WEB_ADDRESS = /(?:https?:\/\/|www\.)[\p{L}\p{N}\-._~/?#&=%+@:]+/giu;
/** `1,200` and `10:30`: a comma or a colon between digits is part of the number. */
const NUMBER_JOINER = /(?<=\p{N})[,:](?=\p{N})/gu;
/**
 * What parts the words of a piece of text between gaps: every punctuation mark and sign but the
 * joiners a word keeps inside it (hyphens, slash, dot, apostrophes, @, _, &, #, %, +, °, №,
 * currency signs).
 */
const WORD_SPLIT = /(?:(?![-\u2010\u2011/.'\u2019@_&#%+\u00B0\u2116\p{Sc}])[\p{P}\p{S}])+/u;
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * The words of an ad as a reader sees them, title and text together (issue #26):
 * - Words part at every gap: spaces of any width, line breaks, and characters that show as a blank
 *   or as nothing (a zero-width space, a Hangul filler, the blank Braille pattern; WORD_GAP).
 * - They part at punctuation too ("sofa,table;chairs" is three words), but not at the joiners a
 *   word keeps: "2-bedroom", "$1,200/mo", "5mi", "Rent/Sale", "O'Brien" are one word each.
 * - A phone number is one word, however it is written: "(312) 555-0101", "+1 312 555 0101".
 * - An e-mail address and a web address are one word each.
 * - A number and a unit apart are two words ("1200 sq ft" is three).
 * - A lone dash, bullet or other sign with no letter or digit is not a word.
 * The phone numbers and addresses are rewritten in place (digits only, joiners only), so that an
 * invisible character inserted anywhere can only part words, never join them; the words come back
 * as counted, in that rewritten form.
 */
export function classifiedWords(title: string, text: string): string[] {
  const joined = `${title}\n${text}`
    .replace(WORD_GAP, ' ')
    .replace(PHONE, (phone) => phone.replace(/\D/g, ''))
    .replace(WEB_ADDRESS, (address) => address.replace(/[^\p{L}\p{N}]/gu, '/'))
    .replace(NUMBER_JOINER, '.');
  return joined
    .split(' ')
    .flatMap((piece) => piece.split(WORD_SPLIT))
    .filter((token) => WORDLIKE.test(token));
}

export function countClassifiedWords(title: string, text: string): number {
  return classifiedWords(title, text).length;
}

export interface ClassifiedQuoteInput {
  title: string;
  text: string;
  version: ClassifiedVersion;
  /** How many editions the ad is printed in. */
  editions: number;
  /** Issues per edition. */
  issues: number;
  extras: ClassifiedExtras;
}

export type ClassifiedQuoteLineCode = 'words' | 'bold' | 'frame' | 'photo' | 'hot' | 'priority';

export interface ClassifiedQuoteLine {
  code: ClassifiedQuoteLineCode;
  /** Units charged: words × issues × editions for words, issues × editions or issues otherwise. */
  quantity: number;
  unitCents: number;
  cents: number;
}

export interface ClassifiedQuote {
  words: number;
  printed: boolean;
  lines: ClassifiedQuoteLine[];
  totalCents: number;
}

/** What bold adds to each word of each issue of each edition: the highlighted rate less the plain one. */
export const boldSurchargePerWordCents = (rates: RateTable): number => rates.classifieds.highlighted_word_cents - rates.classifieds.word_cents;

export function isPrinted(version: ClassifiedVersion): boolean {
  return version !== 'online';
}

/**
 * What an ad costs (spec §9), in cents, at the rate table's `classifieds` prices.
 * - Print: a price per word (spec: $0.50), per issue, per edition; the web posting is included.
 * - Web only: free, with no extras.
 * - Bold sets the whole ad in highlighted type, and a highlighted word (spec: $0.60) per week
 *   (issue), per edition, is paid in place of a plain one: the quote keeps the words line at
 *   the plain rate and adds a 'bold' line of the difference, so that the receipt names the extra.
 * - Frame and photo: each per week, per edition (spec: $5).
 * - Hot badge and priority place the ad on the web and mark it in print once per week: each its
 *   price per issue, whatever the editions.
 */
export function quoteClassified(input: ClassifiedQuoteInput, rates: RateTable): ClassifiedQuote {
  const words = countClassifiedWords(input.title, input.text);
  const printed = isPrinted(input.version);
  if (!printed) return { words, printed, lines: [], totalCents: 0 };
  const issues = Math.max(0, Math.trunc(input.issues));
  const editions = Math.max(0, Math.trunc(input.editions));
  const runs = issues * editions;
  const lines: ClassifiedQuoteLine[] = [];
  const add = (code: ClassifiedQuoteLineCode, quantity: number, unitCents: number) => {
    if (quantity > 0 && unitCents > 0) lines.push({ code, quantity, unitCents, cents: quantity * unitCents });
  };
  const prices = rates.classifieds;
  add('words', words * runs, prices.word_cents);
  if (input.extras.bold) add('bold', words * runs, boldSurchargePerWordCents(rates));
  if (input.extras.frame) add('frame', runs, prices.frame_or_photo_cents);
  if (input.extras.photo) add('photo', runs, prices.frame_or_photo_cents);
  if (input.extras.hot) add('hot', issues, prices.hot_cents);
  if (input.extras.priority) add('priority', issues, prices.priority_cents);
  return { words, printed, lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/** What an edit still costs: only the difference when the new quote is higher, never a refund here. */
export function amountDueOnChange(paidCents: number, newTotalCents: number): number {
  return Math.max(0, newTotalCents - paidCents);
}

/**
 * What deleting an ad gives back (decision 025): the share of what it paid, less what was
 * refunded already, that its paid issues still open for booking are of all its paid issues
 * (per edition: an issue of two editions is two). An issue whose booking deadline has passed is
 * printed (or being printed) and is not refunded; the web life of a printed ad comes with its
 * issues and is not refunded on its own; a web-only ad paid nothing. Whole cents, rounded down.
 */
export function deletionRefundCents(input: { paidCents: number; refundedCents: number; paidIssues: number; openPaidIssues: number }): number {
  const net = Math.max(0, Math.trunc(input.paidCents) - Math.trunc(input.refundedCents));
  const issues = Math.max(0, Math.trunc(input.paidIssues));
  if (net === 0 || issues === 0) return 0;
  const open = Math.min(issues, Math.max(0, Math.trunc(input.openPaidIssues)));
  return Math.floor((net * open) / issues);
}
