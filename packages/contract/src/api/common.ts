import { z } from 'zod';
import { PAGE_MAX } from '../limits.ts';
import { hasInvisibleCharacters, isCleanText, normalizeSpaces } from '../rules/text.ts';

/**
 * Every text field of the API is one of these two (issue #12): a string that refuses control
 * characters (validation-control-characters). Chain the usual checks after them
 * (`singleLineText().trim().min(1).max(100)`).
 */
export const singleLineText = (options: { error?: string } = {}) =>
  z.string(options.error ? { error: options.error } : undefined).refine((text) => isCleanText(text), { error: 'validation-control-characters' });

/** The same for text with lines (comments, messages, HTML): tab and line breaks are allowed. */
export const multilineText = (options: { error?: string } = {}) =>
  z.string(options.error ? { error: options.error } : undefined).refine((text) => isCleanText(text, { multiline: true }), { error: 'validation-control-characters' });

/**
 * Text that is priced (an ad's title and text, a banner's title, a social request, a display ad's
 * message, a hot deal; issue #26): spaces of other widths are stored as a plain space, and
 * characters a reader cannot see are refused (validation-invisible-characters), so that the
 * words a price counts are the words a reader sees.
 */
export const pricedLineText = (options: { error?: string } = {}) =>
  singleLineText(options)
    .overwrite((text) => normalizeSpaces(text))
    .refine((text) => !hasInvisibleCharacters(text), { error: 'validation-invisible-characters' });

export const pricedMultilineText = (options: { error?: string } = {}) =>
  multilineText(options)
    .overwrite((text) => normalizeSpaces(text, { multiline: true }))
    .refine((text) => !hasInvisibleCharacters(text), { error: 'validation-invisible-characters' });

/** A form's checkbox as browsers and API clients send it ("1", "on", true…); absent is false. */
export const formFlag = z
  .union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'on', 'off', 'true', 'false', ''])])
  .optional()
  .transform((v) => v === true || v === 1 || v === '1' || v === 'on' || v === 'true');

/** An empty field (a select left at its prompt, a date not picked) is a missing one. */
export const emptyAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An address a reader's browser may open: http or https, with a dotted host. */
export const isWebAddress = (text: string): boolean => {
  const url = URL.parse(text);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
};

/** `?page=n` as the spec's list calls take it. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
});

export const idParamSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** Laravel-style page envelope the spec's calls answer with (data and last_page). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export const imageSchema = z
  .object({
    src: z.string(),
    srcset: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    /** A JPEG copy up to 1200 px wide for link previews. */
    share_src: z.string(),
  })
  .meta({ id: 'Image' });

export type Image = z.infer<typeof imageSchema>;
