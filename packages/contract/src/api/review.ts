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
    flagged: z.array(z.string()).describe('the banned words a post or comment contains (it waits here like any other; decision 059)'),
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
  flagged: z.array(z.string()),
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

/** The kind is read after the session is (an unknown kind is a 404 for staff, a 401 for no one signed in). */
export const reviewParamsSchema = z.object({
  kind: singleLineText().max(40).describe(`one of ${REVIEW_KINDS.join(', ')}`),
  id: z.coerce.number().int().min(1),
});

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

/** A banned word: letters, digits and inner hyphens or apostrophes, kept lower-cased. */
export const BANNED_WORD_PATTERN = /^[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*$/u;
export const bannedWordInputSchema = z.object({
  word: singleLineText({ error: 'error-banned-word-invalid' })
    .trim()
    .min(1, { error: 'error-banned-word-invalid' })
    .max(60, { error: 'error-banned-word-invalid' })
    .regex(BANNED_WORD_PATTERN, { error: 'error-banned-word-invalid' })
    .transform((word) => word.toLowerCase()),
});
export const bannedWordSchema = z.object({ id: z.number().int(), word: z.string(), created_at: z.string() }).meta({ id: 'BannedWord' });
export const bannedWordsSchema = z.object({ data: z.array(bannedWordSchema) });
export type BannedWord = z.infer<typeof bannedWordSchema>;

/** Mute: no posts or comments until `until`; ban: nothing posted or placed (until `until`, or for good). */
export const SANCTION_KINDS = ['mute', 'ban'] as const;
export const sanctionInputSchema = z.object({
  kind: z.enum(SANCTION_KINDS),
  until: z.iso.datetime({ offset: true }).nullable().optional(),
  reason: multilineText().trim().max(REJECTION_TEXT_MAX).optional(),
});
export type SanctionInput = z.infer<typeof sanctionInputSchema>;
export const sanctionSchema = z
  .object({ member_id: z.number().int(), kind: z.enum(SANCTION_KINDS), until: z.string().nullable(), reason: z.string().nullable() })
  .meta({ id: 'MemberSanction' });
export type Sanction = z.infer<typeof sanctionSchema>;

/**
 * GET    /api/newsroom/review?kind&cursor               reviewPageSchema (moderator+)
 * GET    /api/newsroom/review/{kind}/{id}               reviewDetailSchema
 * POST   /api/newsroom/review/{kind}/{id}/decision      reviewDecisionSchema → reviewDecisionResultSchema
 * GET    /api/newsroom/review-templates                 rejectTemplatesSchema (moderator+)
 * POST   /api/newsroom/review-templates                 rejectTemplateInputSchema → 201 (editor+)
 * PUT    /api/newsroom/review-templates/{id}            rejectTemplateInputSchema → rejectTemplateSchema (editor+)
 * DELETE /api/newsroom/review-templates/{id}            204 (editor+)
 * GET    /api/newsroom/banned-words                     bannedWordsSchema (moderator+)
 * POST   /api/newsroom/banned-words                     bannedWordInputSchema → 201 bannedWordSchema
 * DELETE /api/newsroom/banned-words/{id}                204
 * GET    /api/newsroom/members/{id}/sanction            sanctionSchema | 404
 * PUT    /api/newsroom/members/{id}/sanction            sanctionInputSchema → sanctionSchema (mute or ban)
 * DELETE /api/newsroom/members/{id}/sanction            204 (lifted)
 */
export const REVIEW_API = '/api/newsroom/review' as const;
