import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import { POSTING_NETWORKS } from '../rates.ts';
import { moderationBannerSchema } from './banners.ts';
import { moderationBusinessSchema } from './businesses.ts';
import { moderationClassifiedSchema } from './classified-form.ts';
import { isWebAddress, multilineText, singleLineText } from './common.ts';
import { moderationDisplayAdSchema } from './display-ads.ts';
import { moderationEventSchema } from './events.ts';
import { feedPostSchema, moderationCommentSchema } from './feed.ts';
import { moderationSocialRequestSchema } from './social-requests.ts';

/**
 * The one review queue (issue #27, decision 059): every kind of item members submit that needs
 * a moderator's decision, through one registry on the server.
 */
export const REVIEW_KINDS = ['post', 'comment', 'classified', 'report', 'business', 'event', 'banner', 'display-ad', 'social-request'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const REJECTION_TEXT_MAX = 1000;

export const reviewQuerySchema = z.object({
  kind: z.enum(REVIEW_KINDS).optional(),
  cursor: singleLineText().max(200).optional(),
});

export const reviewCountsSchema = z.object(Object.fromEntries(REVIEW_KINDS.map((kind) => [kind, z.number().int()])) as Record<ReviewKind, z.ZodNumber>).meta({ id: 'ReviewCounts' });
export type ReviewCounts = Record<ReviewKind, number>;

export const reviewEntrySchema = z
  .object({
    kind: z.enum(REVIEW_KINDS),
    id: z.number().int(),
    title: z.string(),
    author: z.object({ id: z.number().int(), name: z.string() }),
    submitted_at: z.string().describe('when it joined the queue (sent, resent, or first reported)'),
  })
  .meta({ id: 'ReviewEntry' });
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

export const reviewPageSchema = z
  .object({ data: z.array(reviewEntrySchema), next: z.string().nullable(), counts: reviewCountsSchema })
  .meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewChangeSchema = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

export const reviewHistoryEventSchema = z.object({
  at: z.string(),
  /** `submitted`, or an audit action: `review.approve`, `review.reject`, `order.refund`… */
  action: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ReviewHistoryEvent = z.infer<typeof reviewHistoryEventSchema>;

const detailBase = {
  id: z.number().int(),
  title: z.string(),
  author: z.object({ id: z.number().int(), name: z.string(), locale: z.enum(LOCALES) }),
  submitted_at: z.string(),
  own: z.boolean().describe("the caller's own item: they may not decide on it"),
  /** null: never reviewed before (nothing to compare with). */
  changes: z.array(reviewChangeSchema).nullable(),
  history: z.array(reviewHistoryEventSchema),
};

export const reviewDetailSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('post'), view: feedPostSchema, ...detailBase }),
    z.object({ kind: z.literal('comment'), view: moderationCommentSchema, ...detailBase }),
    z.object({ kind: z.literal('classified'), view: moderationClassifiedSchema, ...detailBase }),
    z.object({ kind: z.literal('report'), view: moderationClassifiedSchema, ...detailBase }),
    z.object({ kind: z.literal('business'), view: moderationBusinessSchema, ...detailBase }),
    z.object({ kind: z.literal('event'), view: moderationEventSchema, ...detailBase }),
    z.object({ kind: z.literal('banner'), view: moderationBannerSchema, ...detailBase }),
    z.object({ kind: z.literal('display-ad'), view: moderationDisplayAdSchema, ...detailBase }),
    z.object({ kind: z.literal('social-request'), view: moderationSocialRequestSchema, ...detailBase }),
  ])
  .meta({ id: 'ReviewDetail' });
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const reviewParamsSchema = z.object({ kind: z.enum(REVIEW_KINDS), id: z.coerce.number().int().min(1) });

/**
 * A decision: approve (a social request needs the link of each network's post), or reject with
 * a reason — typed, or a template's text in the author's language when `template` is given
 * without a reason.
 */
export const reviewDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({
      decision: z.literal('approve'),
      links: z
        .partialRecord(
          z.enum(POSTING_NETWORKS),
          singleLineText({ error: 'error-social-links-required' }).trim().max(500, { error: 'error-social-links-required' }).refine(isWebAddress, { error: 'error-social-links-required' }),
        )
        .optional(),
    }),
    z.object({
      decision: z.literal('reject'),
      template: z.number().int().min(1).optional(),
      reason: multilineText({ error: 'error-rejection-reason-required' }).trim().max(REJECTION_TEXT_MAX).optional(),
    }),
  ])
  .meta({ id: 'ReviewDecision' });
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const reviewDecisionResultSchema = z.object({ kind: z.enum(REVIEW_KINDS), id: z.number().int(), decision: z.enum(['approve', 'reject']), reason: z.string().nullable() });

/** A reason to reject, kept in both languages; moderators pick one, editors keep the list. */
export const rejectTemplateSchema = z
  .object({ id: z.number().int(), title: z.object({ en: z.string(), ru: z.string() }), text: z.object({ en: z.string(), ru: z.string() }) })
  .meta({ id: 'RejectTemplate' });
export type RejectTemplate = z.infer<typeof rejectTemplateSchema>;

const twoLanguages = <T extends z.ZodType>(field: T) => z.object({ en: field, ru: field });
export const rejectTemplateInputSchema = z.object({
  title: twoLanguages(singleLineText({ error: 'error-required' }).trim().min(1, { error: 'error-required' }).max(100)),
  text: twoLanguages(multilineText({ error: 'error-required' }).trim().min(1, { error: 'error-required' }).max(REJECTION_TEXT_MAX)),
});
export type RejectTemplateInput = z.infer<typeof rejectTemplateInputSchema>;
export const rejectTemplatesSchema = z.object({ data: z.array(rejectTemplateSchema) });

/**
 * GET    /api/newsroom/review?kind&cursor               reviewPageSchema (moderator+)
 * GET    /api/newsroom/review/{kind}/{id}               reviewDetailSchema
 * POST   /api/newsroom/review/{kind}/{id}/decision      reviewDecisionSchema → reviewDecisionResultSchema
 * GET    /api/newsroom/review-templates                 rejectTemplatesSchema (moderator+)
 * POST   /api/newsroom/review-templates                 rejectTemplateInputSchema → 201 (editor+)
 * PUT    /api/newsroom/review-templates/{id}            rejectTemplateInputSchema → rejectTemplateSchema (editor+)
 * DELETE /api/newsroom/review-templates/{id}            204 (editor+)
 */
export const REVIEW_API = '/api/newsroom/review' as const;
