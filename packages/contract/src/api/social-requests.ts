import { z } from 'zod';
import { REJECTION_REASON_MAX } from '../feed-limits.ts';
import { POSTING_NETWORKS } from '../rates.ts';
import { SOCIAL_REQUEST_ACTIONS } from '../rules/advertising.ts';
import { emptyAsMissing, formFlag, imageSchema, isWebAddress, multilineText, paginated, pricedMultilineText, singleLineText } from './common.ts';
import { feedAuthorSchema } from './feed.ts';
import { isCalendarDate } from './print.ts';
import { dayWindow } from '../rules/day-window.ts';

/**
 * Social-posting requests (issue #16, spec §2 /profile/social-request, §3 Social request): a
 * member asks the paper to post a text with pictures on its Facebook, Telegram and Twitter pages
 * on a day; priced per network, paid, then staff publish it and give the link of each post, or
 * reject it (refunded); the member is notified either way.
 *
 * GET    /api/me/social-requests                     mySocialRequestsResponseSchema
 * POST   /api/social-requests                        multipart form (+ images[n]) → 201 socialRequestWriteSchema
 * DELETE /api/social-requests/{id}                   204 (not yet paid, or rejected)
 * GET    /api/forum/moderation/social?page=n         socialRequestQueueSchema (staff: paid, waiting to be posted)
 * POST   /api/forum/moderation/social/{id}           socialDecisionSchema → mySocialRequestSchema (staff)
 */

export const SOCIAL_REQUEST_MESSAGES = {
  'error-social-text-required': 'Please fill message.',
  'error-social-text-too-long': 'The text may be at most 2000 characters.',
  'error-social-date-required': 'Please select date.',
  'error-social-date-past': 'The date may not be in the past.',
  'error-social-date-too-far': 'The date may be at most 90 days ahead.',
  'error-social-networks-required': 'Please select social networks',
  'error-social-locked': 'A paid request cannot be deleted until it is published or rejected.',
  'error-social-links-required': 'Give the link of the published post for each network of the request (https://…).',
  'notification-social-pay': 'Success. Please pay for your request.',
} as const;
export type SocialRequestMessageCode = keyof typeof SOCIAL_REQUEST_MESSAGES;

export const SOCIAL_REQUEST_STATUSES = ['awaiting_payment', 'awaiting_publication', 'published', 'rejected'] as const;
export type SocialRequestStatus = (typeof SOCIAL_REQUEST_STATUSES)[number];

export const SOCIAL_REQUEST_LIMITS = { textMax: 2000, images: 4, daysAhead: 90 } as const;


/** The form's text fields as the service takes them (the pictures come apart, 0 to 4). */
export const socialRequestFormSchema = z.object({
  text: z.preprocess(
    emptyAsMissing,
    pricedMultilineText({ error: 'error-social-text-required' }).trim().min(1, { error: 'error-social-text-required' }).max(SOCIAL_REQUEST_LIMITS.textMax, { error: 'error-social-text-too-long' }),
  ),
  publish_on: z.preprocess(emptyAsMissing, singleLineText({ error: 'error-social-date-required' }).refine(isCalendarDate, { error: 'error-social-date-required' })),
  networks: z.array(z.enum(POSTING_NETWORKS, { error: 'error-social-networks-required' }), { error: 'error-social-networks-required' }).min(1, { error: 'error-social-networks-required' }),
  agree: formFlag.refine((v) => v, { error: 'error-terms-required' }),
});
export type SocialRequestForm = z.infer<typeof socialRequestFormSchema>;

export const mySocialRequestSchema = z
  .object({
    id: z.number().int(),
    text: z.string(),
    publish_on: z.string().describe('YYYY-MM-DD, the day to post (Chicago)'),
    networks: z.array(z.enum(POSTING_NETWORKS)),
    images: z.array(imageSchema),
    price_cents: z.number().int(),
    status: z.enum(SOCIAL_REQUEST_STATUSES),
    rejection_reason: z.string().nullable(),
    /** Each network's published post, once done. */
    links: z.record(z.string(), z.string()),
    order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
    actions: z.array(z.enum(SOCIAL_REQUEST_ACTIONS)).describe('What the owner may do with it now (SOCIAL_REQUEST_TABLE)'),
    created_at: z.string(),
  })
  .meta({ id: 'MySocialRequest' });
export type MySocialRequest = z.infer<typeof mySocialRequestSchema>;

export const mySocialRequestsResponseSchema = z.object({ data: z.array(mySocialRequestSchema), today: z.string() });
export type MySocialRequestsResponse = z.infer<typeof mySocialRequestsResponseSchema>;

export const socialRequestWriteSchema = z
  .object({ request: mySocialRequestSchema, code: z.literal('notification-social-pay'), message: z.string(), order_id: z.number().int() })
  .meta({ id: 'SocialRequestWrite' });
export type SocialRequestWrite = z.infer<typeof socialRequestWriteSchema>;

/** Staff: published (with the link of each network's post), or rejected with a reason (refunded). */
export const socialDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('publish'),
      links: z.partialRecord(
        z.enum(POSTING_NETWORKS),
        singleLineText({ error: 'error-social-links-required' }).trim().max(500, { error: 'error-social-links-required' }).refine(isWebAddress, { error: 'error-social-links-required' }),
      ),
    }),
    z.object({
      decision: z.literal('reject'),
      reason: multilineText({ error: 'error-rejection-reason-required' }).trim().min(1, { error: 'error-rejection-reason-required' }).max(REJECTION_REASON_MAX),
    }),
  ])
  .meta({ id: 'SocialDecision' });
export type SocialDecision = z.infer<typeof socialDecisionSchema>;

export const moderationSocialRequestSchema = mySocialRequestSchema.extend({ author: feedAuthorSchema }).meta({ id: 'ModerationSocialRequest' });
export type ModerationSocialRequest = z.infer<typeof moderationSocialRequestSchema>;
/** Staff's queue: paid requests waiting to be posted, the soonest day first. */
export const socialRequestQueueSchema = paginated(moderationSocialRequestSchema);

/** "The date may not be in the past" / "at most 90 days ahead": the form tells it, the server refuses it. */
export function socialDayProblem(publishOn: string, today: string): SocialRequestMessageCode | undefined {
  const verdict = dayWindow(publishOn, today, SOCIAL_REQUEST_LIMITS.daysAhead);
  return verdict === 'past' ? 'error-social-date-past' : verdict === 'too-far' ? 'error-social-date-too-far' : undefined;
}
