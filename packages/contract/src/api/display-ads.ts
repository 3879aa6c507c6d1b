import { z } from 'zod';
import { AD_OPEN_MAX_ISSUES, AD_TERMS, AD_UNITS } from '../rates.ts';
import { DISPLAY_AD_ACTIONS } from '../rules/advertising.ts';
import { emailField, phoneField } from './auth.ts';
import { classifiedRunSchema } from './classifieds.ts';
import { emptyAsMissing, formFlag, imageSchema, paginated, pricedLineText, pricedMultilineText, singleLineText } from './common.ts';
import { feedAuthorSchema } from './feed.ts';
import { EDITION_SLUG, isCalendarDate, SCHEDULE_EDITIONS_MAX } from './print.ts';


/**
 * Display ads in the printed paper (issue #16, spec §2 /profile/advertising, §3 "Display ad or
 * advertising request", §9 sizes and rate card). A member asks for an ad of a size (units of a
 * page) for a term of weekly issues in the editions chosen, from an issue on; priced by the rate
 * card, paid, checked by staff, booked into the print schedule issue by issue (decision 035), and
 * after each issue out the member gets its tear sheet: the archive's copy of that issue.
 *
 * GET    /api/me/display-ads                         myDisplayAdsResponseSchema
 * POST   /api/display-ads                            multipart form (+ images[n], logo) → 201 displayAdWriteSchema
 * DELETE /api/display-ads/{id}                       204 (not yet paid, rejected, or every issue out)
 * GET    /api/forum/moderation/advertising?page=n    displayAdQueueSchema (staff: paid, waiting for review)
 * POST   /api/forum/moderation/advertising/{id}      moderationDecisionSchema → myDisplayAdSchema (staff)
 */

export const DISPLAY_AD_MESSAGES = {
  'error-display-type-required': 'Please fill request type.',
  'error-display-item-required': 'Please fill request item.',
  'error-display-item-too-long': 'The request item may be at most 150 characters.',
  'error-display-message-required': 'Please fill message.',
  'error-display-message-too-long': 'The message may be at most 2000 characters.',
  'error-display-units-required': 'Please select the size of the ad.',
  'error-display-term-required': 'Please select the term.',
  'error-display-issues-too-many': 'At the open rate an ad books at most 11 issues at once; for a longer run choose a term of 12 weeks or more.',
  'error-display-artwork-required': 'Please fill picture.',
  'error-display-logo-limit': 'One logo only.',
  'error-display-not-enough-issues': 'Error! Not enough issues for your request!',
  'error-display-locked': 'A paid ad cannot be deleted while it waits for review or has issues to come.',
  'notification-display-pay': 'Success. Please pay for your request.',
} as const;
export type DisplayAdMessageCode = keyof typeof DISPLAY_AD_MESSAGES;

/** What the member sends: a finished ad to print as it is, or the material for the paper to lay one out. */
export const DISPLAY_AD_REQUEST_TYPES = ['ready', 'design'] as const;
export type DisplayAdRequestType = (typeof DISPLAY_AD_REQUEST_TYPES)[number];

export const DISPLAY_AD_STATUSES = ['awaiting_payment', 'awaiting_review', 'approved', 'rejected'] as const;
export type DisplayAdStatus = (typeof DISPLAY_AD_STATUSES)[number];

export const DISPLAY_AD_LIMITS = { itemMax: 150, messageMax: 2000, images: 4, logos: 1 } as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, code: string) =>
  z.preprocess(emptyAsMissing, z.enum(values, { error: code }));

/**
 * The form's fields as the service takes them (pictures and the logo come apart). `issues` counts
 * only at the open rate (1 to 11); a term books its own number of weekly issues.
 */
export const displayAdFormSchema = z
  .object({
    request_type: choice(DISPLAY_AD_REQUEST_TYPES, 'error-display-type-required'),
    item: z.preprocess(
      emptyAsMissing,
      pricedLineText({ error: 'error-display-item-required' })
        .trim()
        .min(1, { error: 'error-display-item-required' })
        .max(DISPLAY_AD_LIMITS.itemMax, { error: 'error-display-item-too-long' }),
    ),
    message: z.preprocess(
      emptyAsMissing,
      pricedMultilineText({ error: 'error-display-message-required' })
        .trim()
        .min(1, { error: 'error-display-message-required' })
        .max(DISPLAY_AD_LIMITS.messageMax, { error: 'error-display-message-too-long' }),
    ),
    email: z.preprocess(emptyAsMissing, emailField),
    phone: z.preprocess(emptyAsMissing, phoneField),
    units: z.preprocess(
      emptyAsMissing,
      z.coerce
        .number({ error: 'error-display-units-required' })
        .int({ error: 'error-display-units-required' })
        .refine((n) => (AD_UNITS as readonly number[]).includes(n), { error: 'error-display-units-required' }),
    ),
    term: choice(AD_TERMS, 'error-display-term-required'),
    issues: z.preprocess(
      emptyAsMissing,
      z.coerce.number({ error: 'error-classified-issues' }).int({ error: 'error-classified-issues' }).min(1, { error: 'error-classified-issues' }).max(AD_OPEN_MAX_ISSUES, { error: 'error-display-issues-too-many' }).optional(),
    ),
    editions: z
      .array(singleLineText({ error: 'error-classified-resources-required' }).max(40, { error: 'error-classified-resources-required' }).regex(EDITION_SLUG, { error: 'error-classified-resources-required' }), {
        error: 'error-classified-resources-required',
      })
      .min(1, { error: 'error-classified-resources-required' })
      .max(SCHEDULE_EDITIONS_MAX, { error: 'error-classified-resources-required' }),
    publish_on: z.preprocess(emptyAsMissing, singleLineText({ error: 'error-classified-date-required' }).refine(isCalendarDate, { error: 'error-classified-date-required' })),
    agree: formFlag.refine((v) => v, { error: 'error-terms-required' }),
  })
  .superRefine((form, ctx) => {
    if (form.term === 'open' && form.issues === undefined) ctx.addIssue({ code: 'custom', path: ['issues'], message: 'error-classified-issues' });
  });
export type DisplayAdForm = z.infer<typeof displayAdFormSchema>;

export const myDisplayAdSchema = z
  .object({
    id: z.number().int(),
    request_type: z.enum(DISPLAY_AD_REQUEST_TYPES),
    item: z.string(),
    message: z.string(),
    images: z.array(imageSchema),
    logo: imageSchema.nullable(),
    email: z.string(),
    phone: z.string(),
    units: z.number().int(),
    term: z.enum(AD_TERMS),
    issues: z.number().int().describe('Weekly issues it runs in, in each edition'),
    editions: z.array(z.object({ slug: z.string(), name: z.string() })),
    publish_on: z.string().describe('YYYY-MM-DD, the first issue asked for (Chicago)'),
    price_cents: z.number().int(),
    status: z.enum(DISPLAY_AD_STATUSES),
    rejection_reason: z.string().nullable(),
    /** The issues booked so far, per edition: a long term is booked as the print schedule grows. Those out carry their tear sheet (the archive's copy). */
    runs: z.array(classifiedRunSchema),
    booked: z.number().int().describe('Issues booked so far, all editions'),
    out: z.number().int().describe('Of them, issues already out'),
    order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
    actions: z.array(z.enum(DISPLAY_AD_ACTIONS)).describe('What the owner may do with it now (DISPLAY_AD_TABLE)'),
    created_at: z.string(),
  })
  .meta({ id: 'MyDisplayAd' });
export type MyDisplayAd = z.infer<typeof myDisplayAdSchema>;

export const myDisplayAdsResponseSchema = z.object({ data: z.array(myDisplayAdSchema), today: z.string() });
export type MyDisplayAdsResponse = z.infer<typeof myDisplayAdsResponseSchema>;

export const displayAdWriteSchema = z
  .object({ ad: myDisplayAdSchema, code: z.literal('notification-display-pay'), message: z.string(), order_id: z.number().int() })
  .meta({ id: 'DisplayAdWrite' });
export type DisplayAdWrite = z.infer<typeof displayAdWriteSchema>;

export const moderationDisplayAdSchema = myDisplayAdSchema.extend({ author: feedAuthorSchema }).meta({ id: 'ModerationDisplayAd' });
export type ModerationDisplayAd = z.infer<typeof moderationDisplayAdSchema>;
/** Staff's queue: paid ads waiting for review, the soonest first issue first. */
export const displayAdQueueSchema = paginated(moderationDisplayAdSchema);

/** The pictures a display ad sends: at most four, and a ready ad's artwork among them (the form tells it, the server refuses it). */
export function displayAdArtworkProblem(requestType: string, images: number): 'error-display-artwork-required' | 'error-classified-images-limit' | undefined {
  if (images > DISPLAY_AD_LIMITS.images) return 'error-classified-images-limit';
  if (requestType === 'ready' && images === 0) return 'error-display-artwork-required';
  return undefined;
}
