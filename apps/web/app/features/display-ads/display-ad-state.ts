import type { MyDisplayAd } from '@gazeta/contract';

/**
 * Where an ad is, as its owner reads it: the states of the contract, an approved ad told apart by
 * its issues (booked with none out yet, running, or finished with every issue out).
 */
export type DisplayAdPhase = 'awaiting_payment' | 'awaiting_review' | 'booked' | 'running' | 'finished' | 'rejected';

type Counted = Pick<MyDisplayAd, 'status' | 'issues' | 'editions' | 'out'>;

/** The issues it runs in, all editions together (what "booked X of N" counts to). */
export const totalIssues = (ad: Pick<MyDisplayAd, 'issues' | 'editions'>): number => ad.issues * ad.editions.length;

export function phaseOf(ad: Counted): DisplayAdPhase {
  if (ad.status !== 'approved') return ad.status;
  if (ad.out <= 0) return 'booked';
  return ad.out >= totalIssues(ad) ? 'finished' : 'running';
}

/** What the server allows now (the contract's DISPLAY_AD_TABLE, carried by the answer): the list offers only that. */
export const canDelete = (ad: Pick<MyDisplayAd, 'actions'>): boolean => ad.actions.includes('delete');

/** Its order waits for payment: the list offers "Pay $X". */
export const awaitsPayment = (ad: Pick<MyDisplayAd, 'actions' | 'order_id'>): ad is Pick<MyDisplayAd, 'actions'> & { order_id: number } => ad.actions.includes('pay') && ad.order_id !== null;

/** The badge's colour of each phase. */
export const PHASE_BADGE: Record<DisplayAdPhase, string> = {
  awaiting_payment: 'badge--warn',
  awaiting_review: 'badge--warn',
  booked: 'badge--ok',
  running: 'badge--ok',
  finished: 'badge--muted',
  rejected: 'badge--error',
};
