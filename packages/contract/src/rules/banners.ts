import { BANNER_PRICING, BANNER_SIZE } from '../rates.ts';
import { addDays } from './print-schedule.ts';

/**
 * Banners (issue #16, spec §3 Banner, §5 "Banner size: only 150 x 600"): a picture of exactly
 * 150 × 600 pixels in the advertisements strip, for a run of whole weeks, paid before review.
 *
 * awaiting_payment → (paid) awaiting_review → (staff) approved | rejected (refunded)
 * An approved banner is scheduled before its first day, running during its run, ended after.
 */
export const BANNER_STATUSES = ['awaiting_payment', 'awaiting_review', 'approved', 'rejected'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

/** What the owner sees: the status, with an approved banner's place in its run. */
export const BANNER_PHASES = ['awaiting_payment', 'awaiting_review', 'scheduled', 'running', 'ended', 'rejected'] as const;
export type BannerPhase = (typeof BANNER_PHASES)[number];

export const BANNER_LIMITS = {
  titleMax: 120,
  urlMax: 500,
  /** The first day may be at most this many days ahead. */
  startsWithinDays: 90,
} as const;

/** The picture's real size is the banner size, not merely its proportions. */
export function isBannerSize(width: number, height: number): boolean {
  return width === BANNER_SIZE.width && height === BANNER_SIZE.height;
}

/** The price of a run of `weeks` (whole weeks within the limits), or null when it is not one. */
export function quoteBanner(weeks: number): { weeks: number; unitCents: number; totalCents: number } | null {
  if (!Number.isInteger(weeks) || weeks < BANNER_PRICING.minWeeks || weeks > BANNER_PRICING.maxWeeks) return null;
  return { weeks, unitCents: BANNER_PRICING.perWeekCents, totalCents: weeks * BANNER_PRICING.perWeekCents };
}

/** The run's last day (Chicago calendar days): `weeks` whole weeks from the first. */
export function bannerLastDay(startsOn: string, weeks: number): string {
  return addDays(startsOn, weeks * 7 - 1);
}

/** Where a banner stands on `today` (a Chicago calendar day). */
export function bannerPhase(status: BannerStatus, startsOn: string, endsOn: string, today: string): BannerPhase {
  if (status !== 'approved') return status;
  if (today < startsOn) return 'scheduled';
  return today > endsOn ? 'ended' : 'running';
}
