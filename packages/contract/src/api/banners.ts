import { z } from 'zod';
import { BANNER_PRICING } from '../rates.ts';
import { BANNER_ACTIONS, BANNER_LIMITS, BANNER_PHASES, BANNER_STATUSES } from '../rules/banners.ts';
import { emptyAsMissing, formFlag, imageSchema, isWebAddress, paginated, pricedLineText, singleLineText } from './common.ts';
import { feedAuthorSchema, moderationCountsSchema } from './feed.ts';
import { isCalendarDate } from './print.ts';
import { dayWindow } from '../rules/day-window.ts';

/**
 * Banners (issue #16, spec §2 /profile/banners, §3 Banner, §5 banner size): a member's picture of
 * 150 × 600 in the advertisements strip for a run of weeks, paid, then reviewed by staff; the
 * strip's clicks go through a counting redirect and its views are counted without personal data.
 *
 * GET    /api/me/banners                        myBannersResponseSchema
 * GET    /api/me/banners/{id}/stats             bannerStatsSchema (views and clicks per day)
 * POST   /api/banners                           multipart banner form (+ picture) → 201 bannerWriteSchema
 * PATCH  /api/banners/{id}                      multipart, same fields, picture optional → bannerWriteSchema
 * DELETE /api/banners/{id}                      204 (not while paid and waiting or running)
 * POST   /api/adv/seen                          adViewsSchema → 204 (the strip's ads a reader saw)
 * GET    /api/adv/click/{id}                    302 to the ad's site (counted)
 * POST   /api/forum/moderation/banners/{id}     moderationDecisionSchema → myBannerSchema
 */

export const BANNER_MESSAGES = {
  'error-banner-title-required': 'Please fill title.',
  'error-banner-url-required': 'Please fill url.',
  'error-banner-url-invalid': 'The website must be an address starting with http:// or https://.',
  'error-banner-picture-required': 'Please fill picture.',
  'error-banner-size': 'Incorrect sizes, allow only 150 x 600',
  'error-banner-picture-invalid': 'This file is not a picture we can take (jpg, png, gif, webp, bmp, svg, ico or tiff).',
  'error-banner-start-required': 'Please select date.',
  'error-banner-start-past': 'The first day may not be in the past.',
  'error-banner-start-too-far': 'The first day may be at most 90 days ahead.',
  'error-banner-weeks-invalid': `A banner runs from ${BANNER_PRICING.minWeeks} to ${BANNER_PRICING.maxWeeks} weeks.`,
  'error-banner-locked': 'A paid banner cannot be changed or deleted while it waits for review or runs.',
  'notification-banner-pay': 'Success. Please pay for your request.',
} as const;
export type BannerMessageCode = keyof typeof BANNER_MESSAGES;

/**
 * The form's fields as the service takes them (the picture comes apart from them, its size is
 * checked when it is decoded). The first day's range is checked by the service against today.
 */
export const bannerFormSchema = z.object({
  title: z.preprocess(
    emptyAsMissing,
    pricedLineText({ error: 'error-banner-title-required' }).trim().min(1, { error: 'error-banner-title-required' }).max(BANNER_LIMITS.titleMax, { error: 'error-title-too-long' }),
  ),
  url: z.preprocess(
    emptyAsMissing,
    singleLineText({ error: 'error-banner-url-required' }).trim().min(1, { error: 'error-banner-url-required' }).max(BANNER_LIMITS.urlMax, { error: 'error-banner-url-invalid' }).refine(isWebAddress, { error: 'error-banner-url-invalid' }),
  ),
  starts_on: z.preprocess(emptyAsMissing, singleLineText({ error: 'error-banner-start-required' }).refine(isCalendarDate, { error: 'error-banner-start-required' })),
  weeks: z.preprocess(
    emptyAsMissing,
    z.coerce
      .number({ error: 'error-banner-weeks-invalid' })
      .int({ error: 'error-banner-weeks-invalid' })
      .min(BANNER_PRICING.minWeeks, { error: 'error-banner-weeks-invalid' })
      .max(BANNER_PRICING.maxWeeks, { error: 'error-banner-weeks-invalid' }),
  ),
  agree: formFlag.refine((v) => v, { error: 'error-terms-required' }),
});
export type BannerForm = z.infer<typeof bannerFormSchema>;

export const myBannerSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    image: imageSchema,
    starts_on: z.string().describe('YYYY-MM-DD, the first day (Chicago)'),
    ends_on: z.string().describe('YYYY-MM-DD, the last day (Chicago)'),
    weeks: z.number().int(),
    price_cents: z.number().int(),
    status: z.enum(BANNER_STATUSES),
    phase: z.enum(BANNER_PHASES),
    rejection_reason: z.string().nullable(),
    order_id: z.number().int().nullable().describe('the order waiting for payment, if any'),
    actions: z.array(z.enum(BANNER_ACTIONS)).describe('What the owner may do with it now (BANNER_TABLE)'),
    impressions: z.number().int(),
    clicks: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'MyBanner' });
export type MyBanner = z.infer<typeof myBannerSchema>;

export const myBannersResponseSchema = z.object({
  data: z.array(myBannerSchema),
  /** Today in Chicago (the form's earliest first day). */
  today: z.string(),
});
export type MyBannersResponse = z.infer<typeof myBannersResponseSchema>;

export const bannerWriteSchema = z
  .object({
    banner: myBannerSchema,
    code: z.literal('notification-banner-pay'),
    message: z.string(),
    order_id: z.number().int().nullable(),
  })
  .meta({ id: 'BannerWrite' });
export type BannerWrite = z.infer<typeof bannerWriteSchema>;

export const bannerStatsSchema = z
  .object({
    days: z.array(z.object({ date: z.string(), impressions: z.number().int(), clicks: z.number().int() })).describe('every day of the run up to today, oldest first'),
    impressions: z.number().int(),
    clicks: z.number().int(),
  })
  .meta({ id: 'BannerStats' });
export type BannerStats = z.infer<typeof bannerStatsSchema>;

/** The strip's ads a reader's browser showed (Advertisement.id), counted per banner and day. */
export const adViewsSchema = z.object({ ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100) });

export const moderationBannerSchema = myBannerSchema.extend({ author: feedAuthorSchema }).meta({ id: 'ModerationBanner' });
export type ModerationBanner = z.infer<typeof moderationBannerSchema>;
export const moderationBannersResponseSchema = paginated(moderationBannerSchema).extend({ counts: moderationCountsSchema });

/** "The first day may not be in the past" / "at most 90 days ahead": the form tells it, the server refuses it. */
export function bannerStartProblem(startsOn: string, today: string): BannerMessageCode | undefined {
  const verdict = dayWindow(startsOn, today, BANNER_LIMITS.startsWithinDays);
  return verdict === 'past' ? 'error-banner-start-past' : verdict === 'too-far' ? 'error-banner-start-too-far' : undefined;
}
