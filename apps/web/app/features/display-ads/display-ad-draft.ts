import {
  AD_OPEN_MAX_ISSUES,
  AD_TERMS,
  AD_UNITS,
  bookIssues,
  DISPLAY_AD_REQUEST_TYPES,
  DISPLAY_AD_SIZES_IN,
  displayAdFits,
  displayAdFormSchema,
  displayAdIssueCount,
  formatPhone,
  isAdUnits,
  publishDateOptions,
  quoteDisplayAd,
  type AdTerm,
  type AdUnits,
  type DisplayAdRequestType,
  type RateTable,
  type ScheduledIssue,
  displayAdArtworkProblem,
} from '@gazeta/contract';
import { clampToLimits } from '../../lib/limit-number.ts';
import type { DisplayAdValues } from './display-ad-intents.ts';

/** What the form holds while the member types: everything but the pictures and the logo. */
export interface DisplayAdDraft {
  requestType: DisplayAdRequestType | '';
  item: string;
  message: string;
  email: string;
  phone: string;
  /** '' until a size is chosen, else one of AD_UNITS. */
  units: string;
  term: AdTerm | '';
  /** The open rate's number of issues (1 to AD_OPEN_MAX_ISSUES); unused for a term. */
  issues: string;
  editions: string[];
  publishOn: string;
  agree: boolean;
}

/**
 * A new ad: the contact the account has, in the paper's first edition, from its soonest issue;
 * the size and the term are the member's to choose (nothing paid is chosen for them).
 */
export const emptyDisplayAdDraft = (contact: { email: string | null; phone: string | null }, editions: readonly string[]): DisplayAdDraft => ({
  requestType: '',
  item: '',
  message: '',
  email: contact.email ?? '',
  // As a person writes it (1-234-567-8900); the server reads either.
  phone: contact.phone ? formatPhone(contact.phone) : '',
  units: '',
  term: '',
  issues: '1',
  editions: editions.slice(0, 1),
  publishOn: '',
  agree: false,
});

const isTerm = (value: string): value is AdTerm => (AD_TERMS as readonly string[]).includes(value);
const isRequestType = (value: string): value is DisplayAdRequestType => (DISPLAY_AD_REQUEST_TYPES as readonly string[]).includes(value);

/** The form again as it was sent (a refusal): what was typed over the fresh form's. */
export function draftOfValues(values: DisplayAdValues, fallback: DisplayAdDraft): DisplayAdDraft {
  const term = values.term ?? fallback.term;
  const requestType = values.request_type ?? fallback.requestType;
  return {
    requestType: isRequestType(requestType) ? requestType : '',
    item: values.item ?? fallback.item,
    message: values.message ?? fallback.message,
    email: values.email ?? fallback.email,
    phone: values.phone ?? fallback.phone,
    units: values.units ?? fallback.units,
    term: isTerm(term) ? term : '',
    issues: values.issues || fallback.issues,
    editions: values.editions ?? fallback.editions,
    publishOn: values.publish_on ?? fallback.publishOn,
    agree: values.agree !== undefined ? values.agree === '1' : fallback.agree,
  };
}

/** Spec §5's limit-number behaviour for the open rate's issues. */
export const clampIssues = (value: string): string => clampToLimits(value, 1, AD_OPEN_MAX_ISSUES);

/** The text as the server counts it: a browser sends its line breaks as CR LF. */
export const normalizeLineBreaks = (text: string): string => text.replace(/\r\n?/g, '\n');

export const unitsOf = (draft: Pick<DisplayAdDraft, 'units'>): AdUnits | null => {
  const units = Number(draft.units);
  return draft.units !== '' && isAdUnits(units) ? units : null;
};

/** The open rate's issues as a number, or undefined for a term (it books its own) or a field not a number. */
const openIssuesOf = (draft: Pick<DisplayAdDraft, 'term' | 'issues'>): number | undefined => {
  if (draft.term !== 'open' || draft.issues.trim() === '') return undefined;
  const issues = Number(draft.issues);
  return Number.isFinite(issues) ? issues : undefined;
};

export interface DisplayAdFigures {
  /** The contract's price (what the server will charge), or null while the size, term, issues or editions are not chosen. */
  quote: ReturnType<typeof quoteDisplayAd>;
  /** Weekly issues it runs in, in each edition, once the term (and at the open rate the number) is known. */
  issueCount: number | null;
  /** The first issues it may start in: days of an issue open in every chosen edition. */
  dates: string[];
  /** The chosen first issue, or the soonest one while none is chosen (or the chosen one is gone). */
  publishOn: string;
  /** At the open rate, the issues it takes in each edition; null for a term or while the schedule cannot hold it. */
  booked: string[] | null;
  /** The schedule cannot hold it from that day ("Error! Not enough issues for your request!"). */
  notEnoughIssues: boolean;
}

/** Everything the form shows live, from the contract's pure rules (no request per click). */
export function displayAdFigures(draft: DisplayAdDraft, schedule: readonly ScheduledIssue[], now: Date, rates: RateTable): DisplayAdFigures {
  const units = unitsOf(draft);
  const term = draft.term || null;
  const issues = openIssuesOf(draft);
  const quote = units !== null && term !== null ? quoteDisplayAd({ units, term, ...(issues === undefined ? {} : { issues }), editions: draft.editions.length }, rates) : null;
  const issueCount = term === null ? null : displayAdIssueCount(term, issues);
  const dates = publishDateOptions(schedule, draft.editions, now);
  const publishOn = dates.includes(draft.publishOn) ? draft.publishOn : (dates[0] ?? '');
  let booked: string[] | null = null;
  let notEnoughIssues = false;
  if (term !== null && issueCount !== null && publishOn && draft.editions.length > 0) {
    notEnoughIssues = !displayAdFits(schedule, { editions: draft.editions, publishOn, term, issues: issueCount, now }).ok;
    if (!notEnoughIssues && term === 'open') {
      const booking = bookIssues(schedule, { editions: draft.editions, publishDate: publishOn, count: issueCount, now });
      // The dates, once each: the editions come out on the same days or near them.
      if (booking.ok) booked = [...new Set(Object.values(booking.issues).flatMap((list) => list.map((issue) => issue.date)))].toSorted();
    }
  }
  return { quote, issueCount, dates, publishOn, booked, notEnoughIssues };
}

/** What the form knows of its pictures: how many are chosen (the server reads them). */
export interface DisplayAdFiles {
  images: number;
}

/**
 * The §5 messages the form can tell before sending, field → code: the contract's own form schema
 * (what the server parses), the artwork a ready ad needs, the pictures' limit and whether the
 * schedule holds the issues. The server checks everything again.
 */
export function displayAdProblems(draft: DisplayAdDraft, figures: DisplayAdFigures, files: DisplayAdFiles): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = displayAdFormSchema.safeParse({
    request_type: draft.requestType,
    item: draft.item,
    message: normalizeLineBreaks(draft.message),
    email: draft.email,
    phone: draft.phone,
    units: draft.units,
    term: draft.term,
    issues: draft.term === 'open' ? draft.issues : undefined,
    editions: draft.editions,
    publish_on: figures.publishOn,
    agree: draft.agree,
  });
  if (!parsed.success) {
    // "editions.1" is the choice of editions as a whole, as the server says it.
    for (const issue of parsed.error.issues) problems[issue.path[0] === 'editions' ? 'editions' : issue.path.join('.')] ??= issue.message;
  }
  const artwork = displayAdArtworkProblem(draft.requestType, files.images);
  if (artwork) problems['images'] = artwork;
  if (figures.notEnoughIssues) {
    const field = draft.term === 'open' ? 'issues' : 'publish_on';
    problems[field] ??= 'error-display-not-enough-issues';
  }
  return problems;
}

/** The page the sizes are drawn on: the full page's own size (32 units), in inches. */
export const PAGE_IN = { width: DISPLAY_AD_SIZES_IN[5][0], height: DISPLAY_AD_SIZES_IN[5][1] } as const;

/** A size's width and height in inches (spec §9: index i is the size of AD_UNITS[i]). */
export function sizeInches(units: AdUnits): { width: number; height: number } {
  const [width, height] = DISPLAY_AD_SIZES_IN[AD_UNITS.indexOf(units)]!;
  return { width, height };
}

/** The ad drawn on the page to scale, set in its lower right corner as the paper places ads: its box in inches. */
export function sizeOnPage(units: AdUnits): { x: number; y: number; width: number; height: number } {
  const { width, height } = sizeInches(units);
  return { x: PAGE_IN.width - width, y: PAGE_IN.height - height, width, height };
}

