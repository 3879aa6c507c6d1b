import { BANNER_PRICING, bannerFormSchema, bannerLastDay, isBannerSize, isCalendarDate, quoteBanner, type MyBanner, bannerStartProblem, type RateTable } from '@gazeta/contract';
import { clampToLimits } from '../../lib/limit-number.ts';
import type { BannerField } from './banner-intents.ts';

/** What the form holds while the owner types: everything but the picture. */
export interface BannerDraft {
  title: string;
  url: string;
  startsOn: string;
  weeks: string;
  agree: boolean;
}

/** A new banner: from today, for one week. */
export const emptyBannerDraft = (today: string): BannerDraft => ({ title: '', url: '', startsOn: today, weeks: String(BANNER_PRICING.minWeeks), agree: false });

/** A banner to change (one waiting for payment, or not accepted): its fields; "I agree" is asked again. */
export const draftOfBanner = (banner: MyBanner): BannerDraft => ({ title: banner.title, url: banner.url, startsOn: banner.starts_on, weeks: String(banner.weeks), agree: false });

/** The form again as it was sent (a refusal that came back without JavaScript). */
export function draftOfValues(values: Partial<Record<BannerField, string>>, fallback: BannerDraft): BannerDraft {
  return {
    title: values.title ?? fallback.title,
    url: values.url ?? fallback.url,
    startsOn: values.starts_on ?? fallback.startsOn,
    weeks: values.weeks ?? fallback.weeks,
    agree: values.agree !== undefined ? values.agree === '1' : fallback.agree,
  };
}

/** Spec §5's limit-number behaviour for the weeks. */
export const clampWeeks = (value: string): string => clampToLimits(value, BANNER_PRICING.minWeeks, BANNER_PRICING.maxWeeks);

export interface BannerFigures {
  /** The contract's price of the run (what the server will charge), or null while the weeks are not a run. */
  quote: ReturnType<typeof quoteBanner>;
  /** The run's last day, once the first day and the weeks are known. */
  lastDay: string | null;
}

/** What the form shows live, from the contract's pure rules (no request per keystroke). */
export function bannerFigures(draft: BannerDraft, rates: RateTable): BannerFigures {
  const weeks = draft.weeks.trim() === '' ? Number.NaN : Number(draft.weeks);
  const quote = quoteBanner(weeks, rates);
  return { quote, lastDay: quote && isCalendarDate(draft.startsOn) ? bannerLastDay(draft.startsOn, quote.weeks) : null };
}

/** The picture the form knows of: none, one kept from before, or a chosen file with its size if the browser could read it. */
export type PictureState = { kind: 'none' } | { kind: 'kept' } | { kind: 'chosen'; size: { width: number; height: number } | null };

/** "Incorrect sizes, allow only 150 x 600" as soon as a picture's real size is known to be wrong; the server checks again. */
export function pictureProblem(picture: PictureState): string | undefined {
  if (picture.kind === 'none') return 'error-banner-picture-required';
  if (picture.kind === 'chosen' && picture.size && !isBannerSize(picture.size.width, picture.size.height)) return 'error-banner-size';
  return undefined;
}

/**
 * The §5 messages the form can tell before sending, field → code: the contract's own form schema
 * (what the server parses), the first day's range from today, and the picture. The server checks
 * everything again.
 */
export function bannerProblems(draft: BannerDraft, today: string, picture: PictureState): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = bannerFormSchema.safeParse({ title: draft.title, url: draft.url.trim(), starts_on: draft.startsOn, weeks: draft.weeks, agree: draft.agree });
  if (!parsed.success) for (const issue of parsed.error.issues) problems[issue.path.join('.')] ??= issue.message;
  const start = problems['starts_on'] ? undefined : bannerStartProblem(draft.startsOn, today);
  if (start) problems['starts_on'] = start;
  const pictureCode = pictureProblem(picture);
  if (pictureCode) problems['picture'] = pictureCode;
  return problems;
}


/**
 * Whether the browser's reading of a picture's size is to be trusted: a raster it decodes. An SVG's
 * size is what its markup says, which the server reads its own way; a TIFF the browser cannot open.
 */
export const browserReadsSize = (type: string, name: string): boolean => !/svg|tiff?/i.test(type) && !/\.(svg|tiff?)$/i.test(name);
