import { z } from 'zod';
import { emptyAsMissing, formFlag, isWebAddress, singleLineText } from './common.ts';
import { isCalendarDate } from './print.ts';

/**
 * The newsroom's desk (issue #27): article categories, tags (articles' tags and the feed's
 * one-tag "categories") and the advertisements strip, for editors and admins (decision 062).
 */

export const DESK_LIMITS = {
  slugMax: 60,
  nameMax: 80,
  urlMax: 500,
  altMax: 200,
  positionMax: 100_000,
  tagSearchMax: 80,
  /** Tags one list answers at most (the search narrows it). */
  tagsListMax: 500,
} as const;

/** A category's slug is its address, /cat/{slug}: lower-case latin letters, digits and single hyphens. */
export const DESK_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The desk's refusals; NEWSROOM_MESSAGES carries them (the UI translates each key). */
export const DESK_MESSAGES = {
  'error-desk-slug-invalid': 'Use lower-case latin letters, digits and hyphens.',
  'error-desk-slug-taken': 'Another category already has this address.',
  'error-desk-name-required': 'Please fill in the name.',
  'error-desk-name-too-long': 'The name is too long.',
  'error-desk-tag-taken': 'Another tag already has this name.',
  'error-desk-in-use': 'It is still in use: merge it into another instead.',
  'error-desk-merge-self': 'Choose another one to merge into.',
  'error-desk-merge-target': 'Choose one to merge into.',
  'error-desk-order-incomplete': 'The new order must name every category once.',
  'error-desk-url-invalid': 'Enter a link that starts with http:// or https://.',
  'error-desk-alt-required': 'Describe the picture for readers who cannot see it.',
  'error-desk-date-invalid': 'Enter a date as YYYY-MM-DD.',
  'error-desk-dates-order': 'The last day cannot come before the first.',
  'error-desk-position-invalid': 'Enter a whole number from 0.',
  'error-desk-image-required': 'Choose a picture.',
  'error-desk-image-invalid': 'This file is not a picture we can show.',
  'error-desk-nothing-to-change': 'Nothing to change.',
} as const;
export type DeskMessageCode = keyof typeof DESK_MESSAGES;

const name = (required: DeskMessageCode = 'error-desk-name-required') =>
  z.preprocess(
    emptyAsMissing,
    singleLineText({ error: required }).trim().min(1, { error: required }).max(DESK_LIMITS.nameMax, { error: 'error-desk-name-too-long' }),
  );

const slug = z.preprocess(
  emptyAsMissing,
  singleLineText({ error: 'error-desk-slug-invalid' })
    .trim()
    .toLowerCase()
    .max(DESK_LIMITS.slugMax, { error: 'error-desk-slug-invalid' })
    .regex(DESK_SLUG, { error: 'error-desk-slug-invalid' }),
);

const position = z.preprocess(
  emptyAsMissing,
  z.coerce
    .number({ error: 'error-desk-position-invalid' })
    .int({ error: 'error-desk-position-invalid' })
    .min(0, { error: 'error-desk-position-invalid' })
    .max(DESK_LIMITS.positionMax, { error: 'error-desk-position-invalid' }),
);

const id = z.coerce.number({ error: 'error-desk-merge-target' }).int({ error: 'error-desk-merge-target' }).min(1, { error: 'error-desk-merge-target' }).max(2_147_483_647, { error: 'error-desk-merge-target' });

/** At least one field of a change. */
const someField = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);

// ── Categories ─────────────────────────────────────────────────────────────

export const deskCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe('Its address, /cat/{slug}'),
    name_en: z.string(),
    name_ru: z.string(),
    position: z.number().int().describe('Its place in the header’s menu (low first)'),
    articles: z.number().int().describe('Articles in it'),
    old_slugs: z.array(z.string()).describe('Earlier addresses that now redirect (301) to it'),
  })
  .meta({ id: 'DeskCategory' });

export const deskCategoriesResponseSchema = z.object({ data: z.array(deskCategorySchema) });

export const categoryCreateSchema = z.object({ slug: z.preprocess((v) => v ?? '', slug), name_en: name(), name_ru: name() });

export const categoryChangeSchema = z
  .object({ slug: slug.optional(), name_en: name().optional(), name_ru: name().optional() })
  .refine(someField, { error: 'error-desk-nothing-to-change' });

export const categoryOrderSchema = z.object({
  ids: z.array(z.number().int().min(1)).min(1, { error: 'error-desk-order-incomplete' }).max(1000, { error: 'error-desk-order-incomplete' }),
});

export const mergeSchema = z.object({ into: id });

export const categoryMergeResponseSchema = z.object({
  into: deskCategorySchema,
  moved: z.number().int().describe('Articles moved into it'),
});

// ── Tags ───────────────────────────────────────────────────────────────────

export const deskTagSchema = z
  .object({
    id: z.number().int(),
    tag_name: z.string(),
    name_en: z.string(),
    name_ru: z.string(),
    articles: z.number().int().describe('Articles tagged with it'),
    posts: z.number().int().describe('Feed posts filed under it (the feed’s category)'),
  })
  .meta({ id: 'DeskTag' });

export const deskTagsQuerySchema = z.object({
  q: singleLineText().trim().max(DESK_LIMITS.tagSearchMax).optional(),
});

export const deskTagsResponseSchema = z.object({
  data: z.array(deskTagSchema),
  total: z.number().int().describe('Tags matching the search (the list shows at most DESK_LIMITS.tagsListMax)'),
});

export const tagCreateSchema = z.object({ tag_name: name(), name_en: name(), name_ru: name() });

export const tagChangeSchema = z
  .object({ tag_name: name().optional(), name_en: name().optional(), name_ru: name().optional() })
  .refine(someField, { error: 'error-desk-nothing-to-change' });

export const tagMergeResponseSchema = z.object({
  into: deskTagSchema,
  articles: z.number().int().describe('Articles that now carry the tag merged into'),
  posts: z.number().int().describe('Feed posts moved into it'),
});

// ── The advertisements strip ───────────────────────────────────────────────

export const DESK_AD_PHASES = ['running', 'scheduled', 'ended', 'off'] as const;
export type DeskAdPhase = (typeof DESK_AD_PHASES)[number];

/** Where an ad of the strip stands on `today` (Chicago): the strip shows the running ones only. */
export function deskAdPhase(ad: { active: boolean; starts_on: string | null; ends_on: string | null }, today: string): DeskAdPhase {
  if (!ad.active) return 'off';
  if (ad.ends_on !== null && ad.ends_on < today) return 'ended';
  if (ad.starts_on !== null && ad.starts_on > today) return 'scheduled';
  return 'running';
}

export const deskAdSchema = z
  .object({
    id: z.number().int(),
    ad_id: z.number().int(),
    url: z.string(),
    image_url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    alt_ru: z.string(),
    alt_en: z.string(),
    starts_on: z.string().nullable().describe('YYYY-MM-DD, the first day it shows (Chicago); null: from now'),
    ends_on: z.string().nullable().describe('YYYY-MM-DD, the last day it shows (Chicago); null: until switched off'),
    position: z.number().int(),
    active: z.boolean(),
    phase: z.enum(DESK_AD_PHASES),
  })
  .meta({ id: 'DeskAd' });

export const deskAdsResponseSchema = z.object({ data: z.array(deskAdSchema), today: z.string().describe('Today in Chicago') });

const url = z.preprocess(
  emptyAsMissing,
  singleLineText({ error: 'error-desk-url-invalid' })
    .trim()
    .max(DESK_LIMITS.urlMax, { error: 'error-desk-url-invalid' })
    .refine(isWebAddress, { error: 'error-desk-url-invalid' }),
);
const alt = z.preprocess(
  emptyAsMissing,
  singleLineText({ error: 'error-desk-alt-required' }).trim().min(1, { error: 'error-desk-alt-required' }).max(DESK_LIMITS.altMax, { error: 'error-desk-name-too-long' }),
);
/** A day, or empty for none. */
const day = z.preprocess(
  (v) => (v === '' ? null : v),
  singleLineText({ error: 'error-desk-date-invalid' }).refine(isCalendarDate, { error: 'error-desk-date-invalid' }).nullable(),
);
const datesInOrder = (v: { starts_on?: string | null | undefined; ends_on?: string | null | undefined }) =>
  !v.starts_on || !v.ends_on || v.starts_on <= v.ends_on;

/** The ad's form (multipart with its `image`, required to create): texts as a browser sends them. */
export const adFormSchema = z
  .object({
    url,
    alt_ru: alt,
    alt_en: alt,
    starts_on: day.optional().transform((v) => v ?? null),
    ends_on: day.optional().transform((v) => v ?? null),
    position: position.optional().transform((v) => v ?? 0),
    active: formFlag,
  })
  .refine(datesInOrder, { error: 'error-desk-dates-order', path: ['ends_on'] });

/** A change of an ad (JSON, or the same form without a picture): only the fields sent. */
export const adChangeSchema = z
  .object({
    url: url.optional(),
    alt_ru: alt.optional(),
    alt_en: alt.optional(),
    starts_on: day.optional(),
    ends_on: day.optional(),
    position: position.optional(),
    active: z.boolean({ error: 'validation-invalid-type' }).optional(),
  })
  .refine(someField, { error: 'error-desk-nothing-to-change' })
  .refine(datesInOrder, { error: 'error-desk-dates-order', path: ['ends_on'] });

export type DeskCategory = z.infer<typeof deskCategorySchema>;
export type DeskCategoriesResponse = z.infer<typeof deskCategoriesResponseSchema>;
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;
export type CategoryChange = z.infer<typeof categoryChangeSchema>;
export type CategoryMergeResponse = z.infer<typeof categoryMergeResponseSchema>;
export type DeskTag = z.infer<typeof deskTagSchema>;
export type DeskTagsResponse = z.infer<typeof deskTagsResponseSchema>;
export type TagCreate = z.infer<typeof tagCreateSchema>;
export type TagChange = z.infer<typeof tagChangeSchema>;
export type TagMergeResponse = z.infer<typeof tagMergeResponseSchema>;
export type DeskAd = z.infer<typeof deskAdSchema>;
export type DeskAdsResponse = z.infer<typeof deskAdsResponseSchema>;
export type AdForm = z.infer<typeof adFormSchema>;
export type AdChange = z.infer<typeof adChangeSchema>;
