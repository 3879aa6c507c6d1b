import { describe, expect, it } from 'vitest';
import { BANNER_PHASES } from '@gazeta/contract';
import { awaitsPayment, canDelete, canEdit, hasStats, PHASE_BADGE } from './banner-state.ts';

describe('what the owner may do with a banner', () => {
  it('offers what the server’s answer allows, and nothing else (the rules are the contract’s BANNER_TABLE)', () => {
    expect(canEdit({ actions: ['pay', 'edit', 'delete'] })).toBe(true);
    expect(canDelete({ actions: ['delete'] })).toBe(true);
    expect(canEdit({ actions: ['delete'] })).toBe(false);
    expect(canDelete({ actions: [] })).toBe(false);
  });

  it('pays it while its order waits', () => {
    expect(awaitsPayment({ actions: ['pay', 'edit', 'delete'], order_id: 12 })).toBe(true);
    expect(awaitsPayment({ actions: ['pay'], order_id: null })).toBe(false);
    expect(awaitsPayment({ actions: ['edit', 'delete'], order_id: 12 })).toBe(false);
  });

  it('sees views and clicks once the run has begun, and every phase has a badge', () => {
    expect(BANNER_PHASES.filter((phase) => hasStats({ phase }))).toEqual(['running', 'ended']);
    for (const phase of BANNER_PHASES) expect(PHASE_BADGE[phase]).toMatch(/^badge--/);
  });
});
