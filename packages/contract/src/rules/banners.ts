import { BANNER_PRICING, BANNER_SIZE } from '../rates.ts';
import type { RateTable } from '../rate-table.ts';
import type { ActionTable } from './actions.ts';
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
export function quoteBanner(weeks: number, rates: RateTable): { weeks: number; unitCents: number; totalCents: number } | null {
  if (!Number.isInteger(weeks) || weeks < BANNER_PRICING.minWeeks || weeks > BANNER_PRICING.maxWeeks) return null;
  return { weeks, unitCents: rates.banner_per_week_cents, totalCents: weeks * rates.banner_per_week_cents };
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

/** What a banner's owner may do with it (an ActionTable; answers carry them as `actions`). */
export const BANNER_ACTIONS = ['pay', 'edit', 'delete'] as const;
export type BannerAction = (typeof BANNER_ACTIONS)[number];
export interface BannerFacts {
  /** Its order waits for payment. */
  hasOrder: boolean;
  /** The run's last day is behind (a Chicago calendar day before today). */
  ended: boolean;
}

/** Changed before it is paid or after it was not accepted (then paid again); deleted unless paid with its review or run to come. */
export const BANNER_TABLE: ActionTable<BannerStatus, BannerAction, BannerFacts> = {
  awaiting_payment: { pay: (facts) => facts.hasOrder, edit: true, delete: true },
  awaiting_review: {},
  approved: { delete: (facts) => facts.ended },
  rejected: { edit: true, delete: true },
};

export const bannerFacts = (banner: { orderId: number | null; endsOn: string }, today: string): BannerFacts => ({ hasOrder: banner.orderId !== null, ended: banner.endsOn < today });
