import type { BannerPhase, MyBanner } from '@gazeta/contract';

/** What the server allows now (the contract's BANNER_TABLE, carried by the answer): the list offers only that. */
export const canEdit = (banner: Pick<MyBanner, 'actions'>): boolean => banner.actions.includes('edit');

export const canDelete = (banner: Pick<MyBanner, 'actions'>): boolean => banner.actions.includes('delete');

/** Whether its order waits for payment: the list offers "Pay $X". */
export const awaitsPayment = (banner: Pick<MyBanner, 'actions' | 'order_id'>): banner is Pick<MyBanner, 'actions'> & { order_id: number } => banner.actions.includes('pay') && banner.order_id !== null;

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
