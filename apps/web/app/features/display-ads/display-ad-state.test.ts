import { describe, expect, it } from 'vitest';
import { awaitsPayment, canDelete, phaseOf, totalIssues } from './display-ad-state.ts';

const editions = [
  { slug: 'chicagoland', name: 'Chicagoland' },
  { slug: 'milwaukee', name: 'Milwaukee' },
];
const ad = (over: Partial<Parameters<typeof phaseOf>[0]> = {}) => ({ status: 'approved' as const, issues: 3, editions, out: 0, ...over });

describe('an ad’s phase as its owner reads it', () => {
  it('counts its issues in all editions', () => {
    expect(totalIssues(ad())).toBe(6);
  });

  it('keeps the states before approval, and tells an approved ad by its issues out', () => {
    expect(phaseOf(ad({ status: 'awaiting_payment' }))).toBe('awaiting_payment');
    expect(phaseOf(ad({ status: 'awaiting_review' }))).toBe('awaiting_review');
    expect(phaseOf(ad({ status: 'rejected' }))).toBe('rejected');
    expect(phaseOf(ad({ out: 0 }))).toBe('booked');
    expect(phaseOf(ad({ out: 1 }))).toBe('running');
    expect(phaseOf(ad({ out: 5 }))).toBe('running');
    expect(phaseOf(ad({ out: 6 }))).toBe('finished');
  });

  it('offers Delete and Pay as the server’s answer allows, and nothing else (the rules are the contract’s DISPLAY_AD_TABLE)', () => {
    expect(canDelete({ actions: ['delete'] })).toBe(true);
    expect(canDelete({ actions: [] })).toBe(false);
    expect(awaitsPayment({ actions: ['pay', 'delete'], order_id: 7 })).toBe(true);
    expect(awaitsPayment({ actions: ['pay', 'delete'], order_id: null })).toBe(false);
    expect(awaitsPayment({ actions: [], order_id: 7 })).toBe(false);
  });
});
