import type { BannerPhase, MyBanner } from '@gazeta/contract';

/** A banner may be changed before it is paid, or after it was not accepted (then paid again). */
export const canEdit = (banner: Pick<MyBanner, 'status'>): boolean => banner.status === 'awaiting_payment' || banner.status === 'rejected';

/** A banner may be deleted unless it is paid and waits for review or has a run still to come (the server answers 409 then). */
export const canDelete = (banner: Pick<MyBanner, 'phase'>): boolean => banner.phase === 'awaiting_payment' || banner.phase === 'rejected' || banner.phase === 'ended';

/** Whether its order waits for payment: the list offers "Pay $X". */
export const awaitsPayment = (banner: Pick<MyBanner, 'status' | 'order_id'>): banner is Pick<MyBanner, 'status'> & { order_id: number } => banner.status === 'awaiting_payment' && banner.order_id !== null;

/** Banners with views and clicks to show: those whose run has begun. */
export const hasStats = (banner: Pick<MyBanner, 'phase'>): boolean => banner.phase === 'running' || banner.phase === 'ended';

/** The badge's colour of each phase. */
export const PHASE_BADGE: Record<BannerPhase, string> = {
  awaiting_payment: 'badge--warn',
  awaiting_review: 'badge--warn',
  scheduled: 'badge--ok',
  running: 'badge--ok',
  ended: 'badge--muted',
  rejected: 'badge--error',
};
