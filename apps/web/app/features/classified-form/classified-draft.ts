import {
  bookIssues,
  CLASSIFIED_EXTRAS,
  CLASSIFIED_LIMITS,
  CLASSIFIED_VERSIONS,
  classifiedRunIssues,
  isPrinted,
  NO_EXTRAS,
  onlineValidUntil,
  pricedLineText,
  pricedMultilineText,
  publishDateOptions,
  quoteClassified,
  type ClassifiedExtra,
  type ClassifiedExtras,
  type ClassifiedQuote,
  type ClassifiedVersion,
  type MyClassified,
  type RateTable,
  type ScheduledIssue,
} from '@gazeta/contract';
import { fieldLines, fieldText, fieldTexts } from '../../lib/form-data.ts';
import { clampToLimits } from '../../lib/limit-number.ts';

/** What the form holds while the owner types: everything but the pictures. */
export interface ClassifiedDraft {
  section: string;
  type: string;
  version: ClassifiedVersion | '';
  title: string;
  text: string;
  editions: string[];
  issues: string;
  publishDate: string;
  extras: ClassifiedExtras;
  showPhone: boolean;
  agree: boolean;
}

export const emptyDraft = (): ClassifiedDraft => ({
  section: '',
  type: '',
  version: '',
  title: '',
  text: '',
  editions: [],
  issues: '1',
  publishDate: '',
  extras: NO_EXTRAS,
  showPhone: false,
  agree: false,
});

export const draftOf = (ad: MyClassified): ClassifiedDraft => ({
  section: ad.section,
  type: ad.type,
  version: ad.version,
  title: ad.title,
  text: ad.text,
  editions: ad.editions,
  issues: String(ad.issues || 1),
  publishDate: ad.publish_date,
  extras: ad.extras,
  showPhone: ad.show_phone,
  agree: false,
});

/**
 * The form as a browser sent it without JavaScript (its inputs named as the API names them; the
 * extras as the `extras` check boxes), read back into what the form holds: sent on to the API as
 * `draftFormData` builds it, and given back to the form after a refusal.
 */
export function draftOfForm(form: FormData): ClassifiedDraft {
  const version = fieldText(form, 'version');
  const extras = fieldTexts(form, 'extras');
  return {
    section: fieldText(form, 'section'),
    type: fieldText(form, 'type'),
    version: (CLASSIFIED_VERSIONS as readonly string[]).includes(version) ? (version as ClassifiedVersion) : '',
    title: fieldText(form, 'title'),
    text: fieldLines(form, 'text'),
    editions: fieldTexts(form, 'editions'),
    issues: fieldText(form, 'issues') || '1',
    publishDate: fieldText(form, 'publish_date'),
    extras: Object.fromEntries(CLASSIFIED_EXTRAS.map((extra) => [extra, extras.includes(extra)])) as ClassifiedExtras,
    showPhone: fieldText(form, 'show_phone') === '1',
    agree: fieldText(form, 'agree') === '1',
  };
}

/** Spec §5's limit-number behaviour: a non-empty value is clamped to the field's min and max. */
export const clampIssues = (value: string): string => clampToLimits(value, CLASSIFIED_LIMITS.issuesMin, CLASSIFIED_LIMITS.issuesMax);

export interface DraftFigures {
  printed: boolean;
  quote: ClassifiedQuote;
  dates: string[];
  validUntil: string | null;
  notEnoughIssues: boolean;
  /** The chosen date, or '' once the chosen editions no longer offer it. */
  publishDate: string;
}

/**
 * Everything the form shows live, from the contract's pure rules (no request per keystroke):
 * the words and price as the server will count them, the open publish dates, valid until.
 */
export function draftFigures(draft: ClassifiedDraft, schedule: readonly ScheduledIssue[], now: Date, rates: RateTable): DraftFigures {
  const version: ClassifiedVersion = draft.version || 'print';
  const printed = isPrinted(version);
  const issues = Number(draft.issues) || 0;
  const extras = printed ? draft.extras : NO_EXTRAS;
  const quote = quoteClassified({ title: draft.title, text: draft.text, version, editions: draft.editions.length, issues, extras }, rates);
  const dates = publishDateOptions(schedule, draft.editions, now);
  const publishDate = printed && !dates.includes(draft.publishDate) ? '' : draft.publishDate;
  let validUntil: string | null = null;
  let notEnoughIssues = false;
  if (!printed) validUntil = publishDate ? onlineValidUntil(publishDate) : null;
  else if (publishDate && draft.editions.length > 0 && issues > 0) {
    const booking = bookIssues(schedule, { editions: draft.editions, publishDate, count: issues, now });
    if (booking.ok) validUntil = booking.validUntil;
    else notEnoughIssues = true;
  }
  return { printed, quote, dates, validUntil, notEnoughIssues, publishDate };
}

/** The §5 messages the form can tell before sending (the server checks again): field → code. */
export function draftProblems(draft: ClassifiedDraft, figures: DraftFigures): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.section) problems['section'] = 'error-classified-section-required';
  if (!draft.type) problems['type'] = 'error-classified-type-required';
  if (!draft.version) problems['version'] = 'error-classified-version-required';
  if (!draft.title.trim()) problems['title'] = 'error-classified-title-required';
  if (!draft.text.trim()) problems['text'] = 'error-classified-description-required';
  // The contract's rule for priced text (control and invisible characters), as the server reads it.
  const titleCode = pricedLineText().safeParse(draft.title).error?.issues[0]?.message;
  const textCode = pricedMultilineText().safeParse(draft.text).error?.issues[0]?.message;
  if (titleCode) problems['title'] ??= titleCode;
  if (textCode) problems['text'] ??= textCode;
  if (!figures.publishDate) problems['publish_date'] = 'error-classified-date-required';
  const run = classifiedRunIssues({ version: draft.version || undefined, editions: draft.editions, issues: Number(draft.issues) || 0, agree: draft.agree });
  for (const issue of run) problems[issue.field] ??= issue.code;
  if (!problems['issues'] && figures.printed && figures.notEnoughIssues) problems['issues'] = 'error-not-enough-issues';
  return problems;
}

/** The form's fields as the API takes them (multipart), pictures after. */
export function draftFormData(draft: ClassifiedDraft, images: readonly File[], keep: readonly number[] | null): FormData {
  const body = new FormData();
  body.set('section', draft.section);
  body.set('type', draft.type);
  body.set('version', draft.version);
  body.set('title', draft.title.trim());
  body.set('text', draft.text.trim());
  if (draft.version !== 'online') {
    draft.editions.forEach((edition, i) => body.set(`editions[${i}]`, edition));
    body.set('issues', draft.issues);
    for (const extra of Object.keys(draft.extras) as ClassifiedExtra[]) if (draft.extras[extra]) body.set(extra, '1');
  }
  body.set('publish_date', draft.publishDate);
  if (draft.showPhone) body.set('show_phone', '1');
  if (draft.agree) body.set('agree', '1');
  images.forEach((file, i) => body.set(`images[${i}]`, file));
  keep?.forEach((id, i) => body.set(`keep_images[${i}]`, String(id)));
  return body;
}
