import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../limits.ts';
import { CONTENT_LANGUAGES } from '../locale.ts';
import { CLASSIFIED_SECTIONS, CLASSIFIED_STATUSES, CLASSIFIED_TYPES } from '../rules/classifieds.ts';
import { imageSchema, multilineText, singleLineText } from './common.ts';

/**
 * The reading side of the classifieds: the catalogue (keyset-paged, filtered, searchable), the
 * sections with their counts, one ad, the contact form that relays a message to its owner, and
 * the report that sends an ad to staff.
 */

export const CLASSIFIEDS_PER_PAGE = 20;
/** The /search page's group of ads: at most this many, then a link to all of them. */
export const CLASSIFIEDS_IN_SEARCH = 4;
/** A search counts its ads up to this many; beyond, `total_capped` says there are more. */
export const CLASSIFIEDS_SEARCH_COUNT_CAP = 1000;
/** A message to an ad's owner, in characters. */
export const CLASSIFIED_CONTACT_MAX = 2000;
export const CLASSIFIED_REPORT_NOTE_MAX = 500;
/** Why a reader reports an ad. */
export const CLASSIFIED_REPORT_REASONS = ['spam', 'fraud', 'offensive', 'wrong-section', 'outdated', 'other'] as const;
export type ClassifiedReportReason = (typeof CLASSIFIED_REPORT_REASONS)[number];

/** Texts of the classifieds' reading calls, by the code the UI translates. */
export const CLASSIFIED_MESSAGES = {
  'error-contact-empty': 'Please fill message.',
  'error-contact-too-long': 'A message may be at most 2000 characters.',
  'error-contact-own-ad': 'This is your own ad.',
  'error-contact-too-often': 'You have written to advertisers too often lately. Please try again later.',
  'error-contact-reply-address': 'Please verify your email or phone number first, so that the advertiser can answer you.',
  'error-report-reason': 'Please select a reason.',
  'error-report-duplicate': 'You have already reported this ad.',
  'error-report-own-ad': 'You cannot report your own ad.',
  'notification-contact-sent': 'Your message has been sent to the advertiser.',
  'notification-report-sent': 'Thank you. The editors will look at this ad.',
} as const;
export type ClassifiedMessageCode = keyof typeof CLASSIFIED_MESSAGES;

/** An opaque keyset cursor (the last ad of a page): letters, digits, `-` and `_`. */
const CURSOR = /^[A-Za-z0-9_-]{1,120}$/;

export const classifiedsQuerySchema = z.object({
  section: z.enum(CLASSIFIED_SECTIONS).optional(),
  type: z.enum(CLASSIFIED_TYPES).optional().describe('offer ("Сдаю", "Продаю") or wanted ("Сниму", "Куплю")'),
  photo: z.enum(['1']).optional().describe('1: only ads with at least one picture'),
  q: singleLineText()
    .trim()
    .max(SEARCH_QUERY_MAX)
    .optional()
    .transform((q) => (q ? q.replace(/\s+/g, ' ') : undefined))
    .describe('Words to find, in Russian, English or Lithuanian; a name finds its spelling in the other alphabet too ("Шаумбург" finds "Schaumburg")'),
  cursor: z.string().regex(CURSOR).optional().describe('`next_cursor` of the previous page'),
  per_page: z.coerce.number().int().min(1).max(50).default(CLASSIFIEDS_PER_PAGE),
});
export type ClassifiedsQuery = z.infer<typeof classifiedsQuerySchema>;

export const classifiedSectionRefSchema = z.object({
  slug: z.enum(CLASSIFIED_SECTIONS),
  /** In the language of the request. */
  name: z.string(),
});

export const classifiedExtrasSchema = z
  .object({
    bold: z.boolean(),
    frame: z.boolean(),
    hot: z.boolean(),
    priority: z.boolean(),
    photo: z.boolean(),
  })
  .meta({ id: 'ClassifiedExtras' });

export const classifiedSummarySchema = z
  .object({
    id: z.number().int(),
    section: classifiedSectionRefSchema,
    type: z.enum(CLASSIFIED_TYPES),
    lang: z.enum(CONTENT_LANGUAGES),
    title: z.string(),
    text: z.string().describe('plain text with its line breaks'),
    extras: classifiedExtrasSchema,
    /** The first picture, if any. */
    image: imageSchema.nullable(),
    images_count: z.number().int(),
    published_at: z.string(),
    valid_until: z.string().describe('ISO date (YYYY-MM-DD), Chicago'),
    /** With a search: escaped text with the matches wrapped in <mark>…</mark>; nothing else is markup. */
    title_highlight: z.string().optional(),
    text_highlight: z.string().optional(),
  })
  .meta({ id: 'ClassifiedSummary' });

export const classifiedsResponseSchema = z
  .object({
    data: z.array(classifiedSummarySchema),
    /** The cursor of the next page; null on the last. */
    next_cursor: z.string().nullable(),
    /** Ads matching the filters and the search in all (a search counts up to CLASSIFIEDS_SEARCH_COUNT_CAP). */
    total: z.number().int(),
    /** True when a search matches more ads than `total` says (it stopped counting at the cap). */
    total_capped: z.boolean(),
    per_page: z.number().int(),
    /** The search as it was read (trimmed), or null. */
    query: z.string().nullable(),
  })
  .meta({ id: 'Classifieds' });

export const classifiedSectionSchema = z
  .object({
    slug: z.enum(CLASSIFIED_SECTIONS),
    name: z.string(),
    name_en: z.string(),
    name_ru: z.string(),
    /** Running ads in the section. */
    count: z.number().int(),
  })
  .meta({ id: 'ClassifiedSection' });

export const classifiedSectionsResponseSchema = z.object({
  data: z.array(classifiedSectionSchema),
  /** Running ads in all. */
  total: z.number().int(),
});

/** An issue an ad is booked into. */
export const classifiedIssueSchema = z.object({
  date: z.string().describe('ISO date (YYYY-MM-DD) of the issue, Chicago'),
  /** Out already: the archive holds it (its page there and its PDF). */
  archive: z
    .object({
      number: z.number().int(),
      /** The archive page that lists it: /archive?page=n. */
      page: z.number().int(),
      pdf_url: z.string(),
    })
    .nullable(),
});

export const classifiedRunSchema = z.object({
  edition: z.object({ slug: z.string(), name: z.string() }),
  issues: z.array(classifiedIssueSchema),
});

export const classifiedSchema = classifiedSummarySchema
  .extend({
    images: z.array(imageSchema),
    /** The owner's phone, only when they chose to show it. */
    phone: z.string().nullable(),
    publish_on: z.string().describe('ISO date (YYYY-MM-DD), Chicago'),
    updated_at: z.string(),
    /** What staff and the owner see; readers see only running ads. */
    status: z.enum(CLASSIFIED_STATUSES),
    /** The caller owns the ad. */
    own: z.boolean(),
    runs: z.array(classifiedRunSchema),
  })
  .meta({ id: 'Classified' });

export const classifiedContactBodySchema = z.object({
  message: multilineText()
    .trim()
    .min(1, { error: 'error-contact-empty' })
    .max(CLASSIFIED_CONTACT_MAX, { error: 'error-contact-too-long' }),
});
export type ClassifiedContactBody = z.infer<typeof classifiedContactBodySchema>;

export const classifiedReportBodySchema = z.object({
  reason: z.enum(CLASSIFIED_REPORT_REASONS, { error: 'error-report-reason' }),
  note: multilineText().trim().max(CLASSIFIED_REPORT_NOTE_MAX).optional(),
});
export type ClassifiedReportBody = z.infer<typeof classifiedReportBodySchema>;

/** A relayed message or a report: taken. The answer is the same however the owner is reached. */
export const classifiedAcceptedSchema = z.object({ ok: z.literal(true) });

export type ClassifiedExtrasView = z.infer<typeof classifiedExtrasSchema>;
export type ClassifiedSummary = z.infer<typeof classifiedSummarySchema>;
export type ClassifiedsResponse = z.infer<typeof classifiedsResponseSchema>;
export type ClassifiedSectionView = z.infer<typeof classifiedSectionSchema>;
export type ClassifiedSectionsResponse = z.infer<typeof classifiedSectionsResponseSchema>;
export type Classified = z.infer<typeof classifiedSchema>;
export type ClassifiedRun = z.infer<typeof classifiedRunSchema>;
