import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../limits.ts';
import {
  BUSINESS_ACTIONS,
  BUSINESS_CATEGORIES,
  BUSINESS_LANGUAGES,
  BUSINESS_LIMITS,
  BUSINESS_STATUSES,
  BUSINESS_TAGS,
  hotDealWeeks,
  parseDealDateTime,
  type WallClock,
} from '../rules/businesses.ts';
import { ZIP_PATTERN } from '../rules/geo.ts';
import { normalizePhone } from '../rules/phone.ts';
import { parseDayInput, scheduleIsFilled, WEEKDAYS, weeklyScheduleSchema, type WeeklySchedule } from '../rules/weekly-schedule.ts';
import { formFlag, imageSchema, isWebAddress, multilineText, paginated, pricedMultilineText, singleLineText } from './common.ts';
import { checkPositionPair, geoPositionSchema, positionFieldsSchema } from './geo.ts';
import { feedAuthorSchema, moderationCountsSchema } from './feed.ts';

/**
 * The businesses' directory (issue #15): the catalogue (/ethnic-ads), one business, the owner's
 * create/update pop-up (/profile/business) with its paid hot deal, and staff's review.
 *
 * GET    /api/businesses                  businessesQuerySchema → businessesResponseSchema
 * GET    /api/businesses/places           the same filters → businessPlacesResponseSchema (the map view)
 * GET    /api/businesses/{id}             businessSchema
 * GET    /api/me/businesses               myBusinessesResponseSchema
 * POST   /api/businesses                  multipart business form (+ logo, images[n]) → 201 businessWriteSchema
 * PATCH  /api/businesses/{id}             multipart, same fields + keep_images[n], keep_logo → businessWriteSchema
 * POST   /api/businesses/{id}/active      JSON { active } → businessWriteSchema
 * POST   /api/businesses/{id}/pay         → businessWriteSchema (opens the order of what the hot deal owes)
 * DELETE /api/businesses/{id}             204
 */

/** Texts of the form (spec §5, §8) and of its answers (§4), by the code the UI translates. */
export const BUSINESS_MESSAGES = {
  'notification-error-name': 'Please fill in the business name.',
  'notification-error-information': 'Please fill in the information about the business.',
  'notification-error-phone': 'Please fill in the phone number.',
  'notification-error-languages': 'Please choose the languages.',
  'notification-error-schelude': 'Please fill in the schedule.',
  'notification-error-categories': 'Choose at least one category.',
  'notification-error-invalid-email': 'The email field must be a valid email address.',
  'notification-error-invalid-date': 'Enter the date and time as YYYY-MM-DD HH:MM:SS.',
  'error-business-categories-max': 'Choose at most three categories.',
  'error-business-address-required': 'Please fill address.',
  'error-business-city-required': 'Please fill city.',
  'error-business-state-required': 'Please fill state.',
  'error-business-zip-required': 'Please fill zip-code.',
  'error-business-website-invalid': 'The website must be an address starting with http:// or https://.',
  'error-business-social-invalid': 'Each social link must be an address starting with http:// or https://, at most five.',
  'error-business-schedule-day': 'Type the hours as 08:00 AM and 06:00 PM, “off” for a day off, or leave both empty.',
  'error-hot-deal-text-required': 'Please describe the hot deal.',
  'error-hot-deal-dates': 'The hot deal must end after it starts, at most eight weeks later.',
  'error-hot-deal-ended': 'The hot deal must end in the future.',
  'error-business-not-payable': 'This business has nothing to pay.',
  'notification-business-pay': 'Success. Please pay for your request.',
  'notification-business-review': 'Your business has been sent for review.',
  'notification-business-saved': 'Your business has been saved.',
} as const;
export type BusinessMessageCode = keyof typeof BUSINESS_MESSAGES;

export const BUSINESSES_PER_PAGE = 20;
/** The /search page's group of businesses: at most this many, then a link to all of them. */
export const BUSINESSES_IN_SEARCH = 4;
/** The map view shows at most this many places of a filter. */
export const BUSINESS_PLACES_MAX = 5000;

const emptyAsMissing = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A day of the form as typed (spec §5: "08:00 AM", "off", or both empty to skip it), read as its hours. */
const dayInputSchema = z
  .object({ opens: singleLineText().max(20).default(''), closes: singleLineText().max(20).default('') })
  .prefault({ opens: '', closes: '' })
  .transform((day, ctx) => {
    const read = parseDayInput(day);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: 'error-business-schedule-day' });
    return read.ok ? read.hours : undefined;
  });

/** The week as typed, day by day; at least one day filled in (hours or off), else notification-error-schelude. */
const scheduleInputSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((day) => [day, dayInputSchema])) as Record<(typeof WEEKDAYS)[number], typeof dayInputSchema>)
  .prefault({ mon: { opens: '', closes: '' }, tue: { opens: '', closes: '' }, wed: { opens: '', closes: '' }, thu: { opens: '', closes: '' }, fri: { opens: '', closes: '' }, sat: { opens: '', closes: '' }, sun: { opens: '', closes: '' } })
  .transform((days, ctx) => {
    const schedule: WeeklySchedule = {};
    for (const day of WEEKDAYS) if (days[day] !== undefined) schedule[day] = days[day];
    if (!scheduleIsFilled(schedule)) ctx.addIssue({ code: 'custom', message: 'notification-error-schelude' });
    return schedule;
  });

const dealMoment = z.preprocess(emptyAsMissing, singleLineText().max(40).optional());

/**
 * The create and update form as it arrives (after the multipart form is read into this shape):
 * every field's spec §8 code on failure, each field checked whatever the others hold. Its output
 * is what the service stores: the phone as +1XXXXXXXXXX, the schedule as 24-hour data, the hot
 * deal's moments as Chicago wall clocks.
 */
export const businessFormSchema = z
  .object({
    name: singleLineText({ error: 'notification-error-name' }).trim().min(1, { error: 'notification-error-name' }).max(BUSINESS_LIMITS.nameMax, { error: 'validation-too-big' }),
    information: multilineText({ error: 'notification-error-information' })
      .trim()
      .min(1, { error: 'notification-error-information' })
      .max(BUSINESS_LIMITS.informationMax, { error: 'validation-too-big' }),
    categories: z
      .array(z.enum(BUSINESS_CATEGORIES, { error: 'notification-error-categories' }), { error: 'notification-error-categories' })
      .min(1, { error: 'notification-error-categories' })
      .max(BUSINESS_LIMITS.categoriesMax, { error: 'error-business-categories-max' }),
    tags: z.array(z.enum(BUSINESS_TAGS)).max(BUSINESS_LIMITS.tagsMax).default([]),
    languages: z.array(z.enum(BUSINESS_LANGUAGES, { error: 'notification-error-languages' }), { error: 'notification-error-languages' }).min(1, { error: 'notification-error-languages' }),
    phone: z.preprocess(
      emptyAsMissing,
      singleLineText({ error: 'notification-error-phone' })
        .max(40, { error: 'error-phone-invalid' })
        .transform((text, ctx) => {
          const phone = normalizePhone(text);
          if (!phone) ctx.addIssue({ code: 'custom', message: 'error-phone-invalid' });
          return phone ?? '';
        }),
    ),
    email: z.preprocess(emptyAsMissing, z.email({ error: 'notification-error-invalid-email' }).max(254, { error: 'notification-error-invalid-email' }).optional()),
    website: z.preprocess(
      emptyAsMissing,
      singleLineText().trim().max(BUSINESS_LIMITS.websiteMax, { error: 'error-business-website-invalid' }).refine(isWebAddress, { error: 'error-business-website-invalid' }).optional(),
    ),
    social: z
      .array(singleLineText().trim().max(BUSINESS_LIMITS.websiteMax, { error: 'error-business-social-invalid' }).refine(isWebAddress, { error: 'error-business-social-invalid' }), { error: 'error-business-social-invalid' })
      .max(BUSINESS_LIMITS.socialMax, { error: 'error-business-social-invalid' })
      .default([]),
    contacts: multilineText().trim().max(BUSINESS_LIMITS.contactsMax, { error: 'validation-too-big' }).default(''),
    address: singleLineText({ error: 'error-business-address-required' }).trim().min(1, { error: 'error-business-address-required' }).max(BUSINESS_LIMITS.addressMax, { error: 'validation-too-big' }),
    city: singleLineText({ error: 'error-business-city-required' }).trim().min(1, { error: 'error-business-city-required' }).max(BUSINESS_LIMITS.cityMax, { error: 'validation-too-big' }),
    state: singleLineText({ error: 'error-business-state-required' })
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}$/, { error: 'error-business-state-required' })),
    zip: singleLineText({ error: 'error-business-zip-required' }).trim().regex(ZIP_PATTERN, { error: 'error-business-zip-required' }),
    // The location picker's pin (decision 029): both or neither; neither means "locate the address".
    lat: positionFieldsSchema.shape.lat,
    lng: positionFieldsSchema.shape.lng,
    schedule: scheduleInputSchema,
    hot_deal: z.preprocess(emptyAsMissing, pricedMultilineText().trim().max(BUSINESS_LIMITS.hotDealMax, { error: 'validation-too-big' }).optional()),
    hot_deal_starts: dealMoment,
    hot_deal_ends: dealMoment,
    keep_images: z.array(z.coerce.number().int().min(1)).max(BUSINESS_LIMITS.images, { error: 'error-classified-images-limit' }).default([]),
    keep_logo: formFlag,
    agree: formFlag.refine((agreed) => agreed, { error: 'error-terms-required' }),
  })
  // Across fields, and whatever else failed: a form missing everything hears of these too.
  .superRefine(
    (form, ctx) => {
      const raw = form as Partial<Record<string, unknown>>;
      // Both ends of the map position, or neither (a field that failed is still its raw value here, and says so itself).
      const [lat, lng] = [raw['lat'], raw['lng']];
      if ((lat === undefined || typeof lat === 'number') && (lng === undefined || typeof lng === 'number')) checkPositionPair({ lat, lng }, ctx);
      for (const issue of hotDealIssues({ text: raw['hot_deal'], starts: raw['hot_deal_starts'], ends: raw['hot_deal_ends'] })) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
    },
    { when: () => true },
  )
  .transform((form) => ({
    name: form.name,
    information: form.information,
    categories: [...new Set(form.categories)],
    tags: [...new Set(form.tags)],
    languages: [...new Set(form.languages)],
    phone: form.phone,
    email: form.email?.toLowerCase() ?? null,
    website: form.website ?? null,
    social: [...new Set(form.social.filter((link) => link !== ''))],
    contacts: form.contacts,
    address: form.address,
    city: form.city,
    state: form.state,
    zip: form.zip,
    location: form.lat === undefined || form.lng === undefined ? null : { lat: form.lat, lng: form.lng },
    schedule: form.schedule,
    hot_deal: readHotDeal(form.hot_deal, form.hot_deal_starts, form.hot_deal_ends),
    keep_images: form.keep_images,
    keep_logo: form.keep_logo,
  }));

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * What a hot deal of a form lacks: all three of its text, start and end, or none of them; the
 * dates in Y-m-d H:i:s (spec §8: notification-error-invalid-date), the end after the start and
 * at most HOT_DEAL_PRICING.maxWeeks later.
 */
export function hotDealIssues(input: { text: unknown; starts: unknown; ends: unknown }): { field: 'hot_deal' | 'hot_deal_starts' | 'hot_deal_ends'; code: BusinessMessageCode }[] {
  const [body, from, to] = [text(input.text), text(input.starts), text(input.ends)];
  if (body === undefined && from === undefined && to === undefined) return [];
  const issues: { field: 'hot_deal' | 'hot_deal_starts' | 'hot_deal_ends'; code: BusinessMessageCode }[] = [];
  if (body === undefined) issues.push({ field: 'hot_deal', code: 'error-hot-deal-text-required' });
  const starts = from === undefined ? null : parseDealDateTime(from);
  const ends = to === undefined ? null : parseDealDateTime(to);
  if (!starts) issues.push({ field: 'hot_deal_starts', code: 'notification-error-invalid-date' });
  if (!ends) issues.push({ field: 'hot_deal_ends', code: 'notification-error-invalid-date' });
  if (starts && ends && hotDealWeeks(starts, ends) === null) issues.push({ field: 'hot_deal_ends', code: 'error-hot-deal-dates' });
  return issues;
}

function readHotDeal(body: string | undefined, from: string | undefined, to: string | undefined): { text: string; starts: WallClock; ends: WallClock } | null {
  const starts = from === undefined ? null : parseDealDateTime(from);
  const ends = to === undefined ? null : parseDealDateTime(to);
  return body !== undefined && starts && ends ? { text: body, starts, ends } : null;
}

export type BusinessFormInput = z.input<typeof businessFormSchema>;
export type BusinessForm = z.output<typeof businessFormSchema>;

/** An opaque keyset cursor (the last business of a page): letters, digits, `-` and `_`. */
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;
const one = z.enum(['1']).optional();

export const businessesQuerySchema = z.object({
  category: z.enum(BUSINESS_CATEGORIES).optional(),
  tag: z.enum(BUSINESS_TAGS).optional(),
  open: one.describe('1: only businesses open now (their schedule, in Chicago time)'),
  deal: one.describe('1: only businesses with a hot deal running now'),
  speaks: z.enum(BUSINESS_LANGUAGES).optional().describe('a language spoken there'),
  q: singleLineText()
    .trim()
    .max(SEARCH_QUERY_MAX)
    .optional()
    .transform((q) => (q ? q.replace(/\s+/g, ' ') : undefined))
    .describe('Words to find in Russian or English; a name finds its spelling in the other alphabet too ("Шаумбург" finds "Schaumburg")'),
  cursor: z.string().regex(CURSOR).optional().describe('`next_cursor` of the previous page'),
  per_page: z.coerce.number().int().min(1).max(50).default(BUSINESSES_PER_PAGE),
});
export type BusinessesQuery = z.infer<typeof businessesQuerySchema>;

const namedSchema = <T extends readonly [string, ...string[]]>(values: T) => z.object({ slug: z.enum(values), name: z.string().describe('in the language of the request') });

export const hotDealSchema = z
  .object({
    text: z.string(),
    starts_at: z.string().describe('ISO 8601 instant'),
    ends_at: z.string().describe('ISO 8601 instant'),
  })
  .meta({ id: 'HotDeal' });

export const businessSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    categories: z.array(namedSchema(BUSINESS_CATEGORIES)),
    tags: z.array(namedSchema(BUSINESS_TAGS)),
    languages: z.array(z.enum(BUSINESS_LANGUAGES)),
    /** A few words of the information, on one line. */
    excerpt: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
    logo: imageSchema.nullable(),
    /** The weekly hours (24-hour `HH:MM`, Chicago); open now is read off them where they are shown. */
    schedule: weeklyScheduleSchema,
    /** A paid hot deal running now, or null. */
    hot_deal: hotDealSchema.nullable(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    /** Members' ratings of 1–5 (decision 029): the mean to one decimal (null before the first) and how many rated. */
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    /** With a search: escaped text with the matches wrapped in <mark>…</mark>; nothing else is markup. */
    name_highlight: z.string().optional(),
  })
  .meta({ id: 'BusinessSummary' });

export const businessesResponseSchema = z
  .object({
    data: z.array(businessSummarySchema),
    next_cursor: z.string().nullable(),
    /** Businesses matching the filters and the search in all. */
    total: z.number().int(),
    per_page: z.number().int(),
    query: z.string().nullable(),
  })
  .meta({ id: 'Businesses' });

export const businessPlaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  category: z.enum(BUSINESS_CATEGORIES),
});
export const businessPlacesResponseSchema = z.object({
  data: z.array(businessPlaceSchema),
  /** More businesses match than the map shows (BUSINESS_PLACES_MAX). */
  truncated: z.boolean(),
});

export const businessSchema = businessSummarySchema
  .extend({
    information: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    social: z.array(z.string()),
    contacts: z.string(),
    images: z.array(imageSchema),
    /** The paid hot deal running now or still to come, with its dates; null when there is none. */
    hot_deal: hotDealSchema.extend({ running: z.boolean() }).nullable(),
    status: z.enum(BUSINESS_STATUSES),
    active: z.boolean(),
    /** Readers see the listing in the catalogue (approved, active). */
    listed: z.boolean(),
    /** The caller owns it. */
    own: z.boolean(),
    published_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'Business' });

/** The owner's hot deal, as the form edits it, with what it costs and what is paid. */
export const myHotDealSchema = z.object({
  text: z.string(),
  starts: z.string().describe('Y-m-d H:i:s, Chicago'),
  ends: z.string().describe('Y-m-d H:i:s, Chicago'),
  weeks: z.number().int(),
  price_cents: z.number().int(),
  paid_cents: z.number().int(),
  due_cents: z.number().int(),
  order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
  /** Paid and shown to readers between its dates (once the listing is approved). */
  paid: z.boolean(),
  ended: z.boolean(),
});

export const myBusinessSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    information: z.string(),
    categories: z.array(z.enum(BUSINESS_CATEGORIES)),
    tags: z.array(z.enum(BUSINESS_TAGS)),
    languages: z.array(z.enum(BUSINESS_LANGUAGES)),
    phone: z.string(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    social: z.array(z.string()),
    contacts: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    /** Where it is and how that was found (the owner's pin, the geocoder, the ZIP code's centre). */
    location: geoPositionSchema.nullable(),
    schedule: weeklyScheduleSchema,
    hot_deal: myHotDealSchema.nullable(),
    logo: imageSchema.nullable(),
    images: z.array(imageSchema.extend({ id: z.number().int() })),
    status: z.enum(BUSINESS_STATUSES),
    active: z.boolean(),
    listed: z.boolean(),
    rejection_reason: z.string().nullable(),
    actions: z.array(z.enum(BUSINESS_ACTIONS)).describe('What the owner may do with it and its hot deal now (BUSINESS_TABLE)'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MyBusiness' });

export const myBusinessesResponseSchema = z.object({
  data: z.array(myBusinessSchema),
  phone_verified: z.boolean(),
});

export const businessWriteSchema = z
  .object({
    business: myBusinessSchema,
    code: z.enum(['notification-business-pay', 'notification-business-review', 'notification-business-saved']),
    message: z.string(),
    order_id: z.number().int().nullable(),
    due_cents: z.number().int(),
  })
  .meta({ id: 'BusinessWrite' });

export const businessActiveSchema = z.object({ active: z.boolean() });

/** A business in the moderation queue: the owner's view and who listed it. */
export const moderationBusinessSchema = myBusinessSchema.extend({ author: feedAuthorSchema }).meta({ id: 'ModerationBusiness' });
export const moderationBusinessesResponseSchema = paginated(moderationBusinessSchema).extend({ counts: moderationCountsSchema });

export type BusinessSummary = z.infer<typeof businessSummarySchema>;
export type BusinessesResponse = z.infer<typeof businessesResponseSchema>;
export type BusinessPlace = z.infer<typeof businessPlaceSchema>;
export type BusinessPlacesResponse = z.infer<typeof businessPlacesResponseSchema>;
export type Business = z.infer<typeof businessSchema>;
export type HotDeal = z.infer<typeof hotDealSchema>;
export type MyHotDeal = z.infer<typeof myHotDealSchema>;
export type MyBusiness = z.infer<typeof myBusinessSchema>;
export type MyBusinessesResponse = z.infer<typeof myBusinessesResponseSchema>;
export type BusinessWrite = z.infer<typeof businessWriteSchema>;
export type ModerationBusiness = z.infer<typeof moderationBusinessSchema>;
