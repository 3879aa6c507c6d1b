import { z } from 'zod';
import { TITLE_MAX } from '../limits.ts';
import {
  CLASSIFIED_ACTIONS,
  CLASSIFIED_EXTRAS,
  CLASSIFIED_LIMITS,
  CLASSIFIED_SECTIONS,
  CLASSIFIED_STATUSES,
  CLASSIFIED_TYPES,
  CLASSIFIED_VERSIONS,
  type ClassifiedStatus,
  type ClassifiedVersion,
} from '../rules/classifieds.ts';
import { ISO_DATE } from '../rules/print-schedule.ts';
import { formFlag, imageSchema, paginated, pricedLineText, pricedMultilineText, singleLineText } from './common.ts';
import { CLASSIFIED_REPORT_REASONS } from './classifieds.ts';
import { feedAuthorSchema, moderationCountsSchema } from './feed.ts';

/**
 * Placing and managing one's own private ads (issue #14): the create/update form, its answers,
 * the owner's list and prolonging. The catalogue's public reads are in `api/classifieds.ts`.
 *
 * POST   /api/classifieds               multipart classified form (+ images[n]) → 201 classifiedWriteSchema
 * PATCH  /api/classifieds/{id}          multipart, same fields + keep_images[n] → classifiedWriteSchema
 * DELETE /api/classifieds/{id}          classifiedDeletedSchema (what the deletion refunded)
 * POST   /api/classifieds/{id}/prolong  JSON classifiedProlongSchema → classifiedWriteSchema
 * GET    /api/me/classifieds            myClassifiedsResponseSchema (the owner's ads and the schedule the form books from)
 */

/** Texts of the form (spec §5) and of its answers (§4), by the code the UI translates. */
export const CLASSIFIED_FORM_MESSAGES = {
  'error-classified-section-required': 'Please select a section.',
  'error-classified-type-required': 'Please select classified type.',
  'error-classified-version-required': 'Please select where the ad runs.',
  'error-classified-date-required': 'Please select date.',
  'error-classified-resources-required': 'Please select resources.',
  'error-classified-title-required': 'Please fill title.',
  'error-classified-description-required': 'Please fill description.',
  'error-classified-text-too-long': 'The text may be at most 2000 characters.',
  'error-classified-issues': 'Number of issues must be more than 0.',
  'error-classified-images-limit': 'Limit images reached!',
  'error-classified-image-invalid': 'This file is not a picture in an accepted format (jpg, png, gif, webp, bmp, svg, ico, tiff).',
  'error-classified-image-too-large': 'A picture may be at most 8 MB and 32 megapixels.',
  'error-classified-booked': 'The issues of a scheduled or running ad cannot be changed: prolong it instead.',
  'error-classified-not-editable': 'An expired ad cannot be changed: prolong it instead.',
  'error-classified-not-prolongable': 'Only a printed ad that is scheduled, running or expired can be prolonged.',
  'error-classified-not-payable': 'This ad has nothing to pay.',
  'notification-classified-pay': 'Success. Please pay for your request.',
  'notification-classified-review': 'Your ad has been sent for review.',
  'notification-classified-saved': 'Your ad has been saved.',
} as const;
export type ClassifiedFormMessageCode = keyof typeof CLASSIFIED_FORM_MESSAGES;

/** The languages an ad may be written in (search stems by it). */
export const CLASSIFIED_LANGS = ['ru', 'en', 'lt'] as const;
export type ClassifiedLang = (typeof CLASSIFIED_LANGS)[number];

/** The language of an ad's text: Cyrillic is Russian, Lithuanian letters Lithuanian, anything else English. */
export function classifiedLanguage(text: string): ClassifiedLang {
  const cyrillic = (text.match(/\p{Script=Cyrillic}/gu) ?? []).length;
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length;
  if (cyrillic > 0 && cyrillic >= latin / 3) return 'ru';
  if (/[ąčęėįšųūž]/iu.test(text)) return 'lt';
  return 'en';
}

/** An optional choice: an empty string (a select left at its prompt) is no choice. */
const choice = <T extends readonly [string, ...string[]]>(values: T, error: ClassifiedFormMessageCode) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(values, { error }));

/**
 * What a form's run still lacks, apart from each field's own checks (so that a form missing
 * everything hears of these too): "I agree", and for a printed ad its editions and issues > 0.
 */
export function classifiedRunIssues(form: { version?: string | undefined; editions: readonly unknown[]; issues: number; agree: boolean }): { field: string; code: string }[] {
  const issues: { field: string; code: string }[] = [];
  if (!form.agree) issues.push({ field: 'agree', code: 'error-terms-required' });
  if (form.version === 'online') return issues;
  if (form.editions.length === 0) issues.push({ field: 'editions', code: 'error-classified-resources-required' });
  if (!(form.issues >= CLASSIFIED_LIMITS.issuesMin)) issues.push({ field: 'issues', code: 'error-classified-issues' });
  else if (form.issues > CLASSIFIED_LIMITS.issuesMax) issues.push({ field: 'issues', code: 'validation-too-big' });
  return issues;
}

/**
 * The create and update form as the service takes it (after the multipart form is read: the
 * images are counted separately, at most CLASSIFIED_LIMITS.images, error-classified-images-limit).
 * A printed ad needs editions, a publish date that is an open issue of each, and issues > 0; a
 * web-only ad needs its publish date only and has no extras. Price and word count are never
 * taken from the client: the server quotes the text and choices itself.
 */
export const classifiedFormSchema = z
  .object({
    section: choice(CLASSIFIED_SECTIONS, 'error-classified-section-required'),
    type: choice(CLASSIFIED_TYPES, 'error-classified-type-required'),
    version: choice(CLASSIFIED_VERSIONS, 'error-classified-version-required'),
    title: pricedLineText({ error: 'error-classified-title-required' })
      .trim()
      .min(1, { error: 'error-classified-title-required' })
      .max(Math.min(TITLE_MAX, CLASSIFIED_LIMITS.titleMax), { error: 'error-title-too-long' }),
    text: pricedMultilineText({ error: 'error-classified-description-required' })
      .trim()
      .min(1, { error: 'error-classified-description-required' })
      .max(CLASSIFIED_LIMITS.textMax, { error: 'error-classified-text-too-long' }),
    editions: z.array(singleLineText().regex(/^[a-z0-9-]{1,40}$/)).max(20).default([]),
    issues: z.preprocess((v) => (v === '' || v === undefined || v === null ? 0 : v), z.coerce.number({ error: 'error-classified-issues' }).int({ error: 'error-classified-issues' })),
    publish_date: z.preprocess((v) => (v === '' || v === null ? undefined : v), singleLineText({ error: 'error-classified-date-required' }).regex(ISO_DATE, { error: 'error-classified-date-required' })),
    bold: formFlag,
    frame: formFlag,
    hot: formFlag,
    priority: formFlag,
    photo: formFlag,
    show_phone: formFlag,
    agree: formFlag,
    keep_images: z.array(z.coerce.number().int().min(1)).max(CLASSIFIED_LIMITS.images, { error: 'error-classified-images-limit' }).default([]),
  })
  .superRefine((form, ctx) => {
    for (const issue of classifiedRunIssues(form)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.code });
  });
export type ClassifiedFormInput = z.input<typeof classifiedFormSchema>;
export type ClassifiedForm = z.output<typeof classifiedFormSchema>;

/** Prolonging: more issues of the same editions, after the last one booked (a new order). */
export const classifiedProlongSchema = z.object({
  issues: z.coerce.number({ error: 'error-classified-issues' }).int().min(CLASSIFIED_LIMITS.issuesMin, { error: 'error-classified-issues' }).max(CLASSIFIED_LIMITS.issuesMax),
});
export type ClassifiedProlong = z.infer<typeof classifiedProlongSchema>;

export const classifiedBookingSchema = z
  .object({
    issue_id: z.number().int(),
    edition: z.string(),
    date: z.string().describe('the day the issue comes out, YYYY-MM-DD (Chicago)'),
    deadline_at: z.string().describe('ISO 8601 instant: the issue’s booking deadline'),
    held: z.boolean().describe('booked before payment: it holds its place until the deadline, then lapses unless the ad is paid (decision 025)'),
  })
  .meta({ id: 'ClassifiedBooking' });

export const quoteLineSchema = z.object({
  code: z.enum(['words', 'bold', 'frame', 'photo', 'hot', 'priority']),
  quantity: z.number().int(),
  unit_cents: z.number().int(),
  cents: z.number().int(),
});

/** Money an ad's orders give back: in all, to the card it was paid with, to the owner's balance. */
export const classifiedRefundSchema = z
  .object({
    cents: z.number().int(),
    to_card_cents: z.number().int(),
    to_balance_cents: z.number().int(),
  })
  .meta({ id: 'ClassifiedRefund' });
export type ClassifiedRefund = z.infer<typeof classifiedRefundSchema>;

/** One of the owner's ads, as the owner sees it (with what it costs and what is still due). */
export const myClassifiedSchema = z
  .object({
    id: z.number().int(),
    section: z.enum(CLASSIFIED_SECTIONS),
    type: z.enum(CLASSIFIED_TYPES),
    lang: z.enum(CLASSIFIED_LANGS),
    title: z.string(),
    text: z.string(),
    version: z.enum(CLASSIFIED_VERSIONS),
    extras: z.object(Object.fromEntries(CLASSIFIED_EXTRAS.map((extra) => [extra, z.boolean()])) as Record<(typeof CLASSIFIED_EXTRAS)[number], z.ZodBoolean>),
    show_phone: z.boolean(),
    editions: z.array(z.string()),
    issues: z.number().int().describe('issues per edition'),
    publish_date: z.string(),
    valid_until: z.string(),
    words: z.number().int(),
    price_cents: z.number().int().describe("the server's quote of the ad as it is now"),
    paid_cents: z.number().int().describe('what its paid orders brought'),
    refunded_cents: z.number().int().describe('what was given back of it'),
    due_cents: z.number().int().describe('what is still to pay (amountDueOnChange)'),
    order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
    lines: z.array(quoteLineSchema),
    status: z.enum(CLASSIFIED_STATUSES),
    rejection_reason: z.string().nullable(),
    images: z.array(imageSchema.extend({ id: z.number().int() })),
    bookings: z.array(classifiedBookingSchema),
    issues_to_rebook: z.number().int().describe('issues whose booking lapsed unpaid: paying books the next open ones (decision 025)'),
    refund_on_delete: classifiedRefundSchema.describe('what deleting it now would give back (deletionRefundCents), and where'),
    can_prolong: z.boolean().describe("kept for older readers: whether `actions` has 'prolong'"),
    actions: z.array(z.enum(CLASSIFIED_ACTIONS)).describe('What the owner may do with it now (CLASSIFIED_TABLE)'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'MyClassified' });
export type MyClassified = z.infer<typeof myClassifiedSchema>;

/** What a write answers: the ad, what happens next (spec §4's "Success. Please pay for your request."), the order to pay. */
export const classifiedWriteSchema = z
  .object({
    classified: myClassifiedSchema,
    code: z.enum(['notification-classified-pay', 'notification-classified-review', 'notification-classified-saved']),
    message: z.string(),
    order_id: z.number().int().nullable(),
    due_cents: z.number().int(),
  })
  .meta({ id: 'ClassifiedWrite' });
export type ClassifiedWrite = z.infer<typeof classifiedWriteSchema>;

/** DELETE /api/classifieds/{id}: what the deletion gave back (decision 025). */
export const classifiedDeletedSchema = z
  .object({ refund: classifiedRefundSchema })
  .meta({ id: 'ClassifiedDeleted' });
export type ClassifiedDeleted = z.infer<typeof classifiedDeletedSchema>;

export const scheduleEditionSchema = z.object({ slug: z.string(), name_en: z.string(), name_ru: z.string() });
export const scheduleIssueSchema = z.object({
  id: z.number().int(),
  edition: z.string(),
  date: z.string(),
  deadlineAt: z.string().describe('ISO 8601 instant: the booking deadline'),
});

/** The owner's ads (newest first) and the print schedule the form books from. */
export const myClassifiedsResponseSchema = z.object({
  data: z.array(myClassifiedSchema),
  phone_verified: z.boolean(),
  schedule: z.object({ editions: z.array(scheduleEditionSchema), issues: z.array(scheduleIssueSchema) }),
});
export type MyClassifiedsResponse = z.infer<typeof myClassifiedsResponseSchema>;
export type ScheduleEdition = z.infer<typeof scheduleEditionSchema>;

/** The states of the owner's list, in the order it shows them. */
export const MY_CLASSIFIED_GROUPS: readonly ClassifiedStatus[] = ['draft', 'awaiting_payment', 'awaiting_review', 'scheduled', 'running', 'rejected', 'expired'];

/** Where an ad of this version runs: in print (and then on the web), or on the web only. */
export const printsIn = (version: ClassifiedVersion | undefined): boolean => version !== undefined && version !== 'online';

/** Open reports shown per ad in the moderation queue, at most (the newest); `count` tells them all. */
export const MODERATION_REPORTS_SHOWN = 20;

/** One reader's open report on an ad, as staff see it: why, their note, when. */
export const classifiedOpenReportSchema = z
  .object({ reason: z.enum(CLASSIFIED_REPORT_REASONS), note: z.string(), created_at: z.string() })
  .meta({ id: 'ClassifiedOpenReport' });
export type ClassifiedOpenReport = z.infer<typeof classifiedOpenReportSchema>;

/** An ad's open (unresolved) reports: how many, and the newest of them (MODERATION_REPORTS_SHOWN at most). */
export const classifiedOpenReportsSchema = z
  .object({ count: z.number().int(), items: z.array(classifiedOpenReportSchema) })
  .meta({ id: 'ClassifiedOpenReports' });
export type ClassifiedOpenReports = z.infer<typeof classifiedOpenReportsSchema>;

/**
 * An ad in the moderation queue, as staff see it: the owner's view, who placed it and its open
 * reports. The queue holds the ads awaiting review and the running ads readers reported; on a
 * reported running ad "approve" keeps it (its reports are resolved), "reject" takes it down with
 * a reason. Either decision resolves the ad's open reports.
 */
export const moderationClassifiedSchema = myClassifiedSchema
  .extend({ author: feedAuthorSchema, reports: classifiedOpenReportsSchema })
  .meta({ id: 'ModerationClassified' });
export type ModerationClassified = z.infer<typeof moderationClassifiedSchema>;
export const moderationClassifiedsResponseSchema = paginated(moderationClassifiedSchema).extend({ counts: moderationCountsSchema });
