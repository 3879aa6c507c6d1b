import { describe, expect, it } from 'vitest';
import { BANNER_PHASES, type BannerPhase, type BannerStatus } from '@gazeta/contract';
import { awaitsPayment, canDelete, canEdit, hasStats, PHASE_BADGE } from './banner-state.ts';

const statusOf = (phase: BannerPhase): BannerStatus => (phase === 'scheduled' || phase === 'running' || phase === 'ended' ? 'approved' : phase);

describe('what the owner may do with a banner in each phase', () => {
  it('changes it only before payment or after it was not accepted', () => {
    expect(BANNER_PHASES.filter((phase) => canEdit({ status: statusOf(phase) }))).toEqual(['awaiting_payment', 'rejected']);
  });

  it('deletes it except while it is paid and waits for review or has its run to come (the server’s 409)', () => {
    expect(BANNER_PHASES.filter((phase) => canDelete({ phase }))).toEqual(['awaiting_payment', 'ended', 'rejected']);
  });

  it('pays it while its order waits', () => {
    expect(awaitsPayment({ status: 'awaiting_payment', order_id: 12 })).toBe(true);
    expect(awaitsPayment({ status: 'awaiting_payment', order_id: null })).toBe(false);
    expect(awaitsPayment({ status: 'rejected', order_id: 12 })).toBe(false);
  });

  it('sees views and clicks once the run has begun, and every phase has a badge', () => {
    expect(BANNER_PHASES.filter((phase) => hasStats({ phase }))).toEqual(['running', 'ended']);
    for (const phase of BANNER_PHASES) expect(PHASE_BADGE[phase]).toMatch(/^badge--/);
  });
});
