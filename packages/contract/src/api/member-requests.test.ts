import { describe, expect, it } from 'vitest';
import { memberRequestState } from './member-requests.ts';

describe('memberRequestState: every kind in the common states', () => {
  const today = '2026-12-10';
  it('tells payment, review, rejection and cancellation alike', () => {
    expect(memberRequestState('banner', { status: 'awaiting_payment', startsOn: '2026-12-20', endsOn: '2027-01-02', today })).toBe('awaiting_payment');
    expect(memberRequestState('banner', { status: 'awaiting_review', startsOn: '2026-12-20', endsOn: '2027-01-02', today })).toBe('awaiting_review');
    expect(memberRequestState('social_request', { status: 'awaiting_publication', startsOn: today, endsOn: today, today })).toBe('awaiting_review');
    expect(memberRequestState('social_request', { status: 'published', startsOn: today, endsOn: today, today })).toBe('done');
    expect(memberRequestState('display_ad', { status: 'rejected', startsOn: today, endsOn: null, today })).toBe('rejected');
    expect(memberRequestState('print_subscription', { status: 'cancelled', startsOn: null, endsOn: null, today })).toBe('cancelled');
  });

  it('a run by its days; a display ad by its issues out', () => {
    expect(memberRequestState('banner', { status: 'approved', startsOn: '2026-12-11', endsOn: '2026-12-31', today })).toBe('scheduled');
    expect(memberRequestState('banner', { status: 'approved', startsOn: today, endsOn: today, today })).toBe('running');
    expect(memberRequestState('print_subscription', { status: 'paid', startsOn: '2026-01-01', endsOn: '2026-12-09', today })).toBe('done');
    expect(memberRequestState('display_ad', { status: 'approved', startsOn: '2026-12-17', endsOn: null, today, issues: { due: 12, out: 0 } })).toBe('scheduled');
    expect(memberRequestState('display_ad', { status: 'approved', startsOn: '2026-11-05', endsOn: '2027-01-21', today, issues: { due: 12, out: 6 } })).toBe('running');
    expect(memberRequestState('display_ad', { status: 'approved', startsOn: '2026-10-01', endsOn: '2026-12-10', today, issues: { due: 11, out: 11 } })).toBe('done');
  });
});
