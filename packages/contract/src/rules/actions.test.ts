import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISPLAY_AD_STATUSES } from '../api/display-ads.ts';
import { PRINT_SUBSCRIPTION_ACTIONS, PRINT_SUBSCRIPTION_TABLE, type PrintSubscriptionStatus } from '../api/print-subscriptions.ts';
import { SOCIAL_REQUEST_STATUSES } from '../api/social-requests.ts';
import { allowedActions, can } from './actions.ts';
import { DISPLAY_AD_ACTIONS, DISPLAY_AD_TABLE, displayAdFinished, SOCIAL_REQUEST_ACTIONS, SOCIAL_REQUEST_TABLE } from './advertising.ts';
import { BANNER_ACTIONS, BANNER_STATUSES, BANNER_TABLE, bannerFacts } from './banners.ts';
import { BUSINESS_ACTIONS, BUSINESS_STATUSES, BUSINESS_TABLE } from './businesses.ts';
import { CLASSIFIED_ACTIONS, CLASSIFIED_STATUSES, CLASSIFIED_TABLE } from './classifieds.ts';

describe('a member’s paid items: what each state allows', () => {
  it('a banner is changed before payment or after it was not accepted, deleted unless paid with its review or run to come', () => {
    const on = (status: (typeof BANNER_STATUSES)[number], ended = false) => allowedActions(BANNER_TABLE, BANNER_ACTIONS, status, { hasOrder: true, ended });
    expect(on('awaiting_payment')).toEqual(['pay', 'edit', 'delete']);
    expect(on('awaiting_review')).toEqual([]);
    expect(on('approved')).toEqual([]);
    expect(on('approved', true)).toEqual(['delete']);
    expect(on('rejected')).toEqual(['edit', 'delete']);
  });

  it('a banner’s run is over the day after its last day, not on it', () => {
    expect(bannerFacts({ orderId: null, endsOn: '2026-12-07' }, '2026-12-07').ended).toBe(false);
    expect(bannerFacts({ orderId: null, endsOn: '2026-12-07' }, '2026-12-08').ended).toBe(true);
  });

  it('a display ad is not deleted on the day of its last issue, only after it (the server took the ad and answered 409 before)', () => {
    const booked = [{ publish_on: '2026-11-26' }, { publish_on: '2026-12-03' }];
    expect(displayAdFinished(booked, 2, '2026-12-03')).toBe(false);
    expect(displayAdFinished(booked, 2, '2026-12-04')).toBe(true);
    // A long term booked as the schedule grows is not over while issues are still to be booked.
    expect(displayAdFinished(booked, 3, '2027-01-01')).toBe(false);
    expect(can(DISPLAY_AD_TABLE, 'delete', 'approved', { hasOrder: false, finished: false })).toBe(false);
    expect(can(DISPLAY_AD_TABLE, 'delete', 'approved', { hasOrder: false, finished: true })).toBe(true);
  });

  it('a display ad is paid only while its order waits, and deleted before payment or once rejected', () => {
    const on = (status: (typeof DISPLAY_AD_STATUSES)[number], hasOrder = true) => allowedActions(DISPLAY_AD_TABLE, DISPLAY_AD_ACTIONS, status, { hasOrder, finished: false });
    expect(on('awaiting_payment')).toEqual(['pay', 'delete']);
    expect(on('awaiting_payment', false)).toEqual(['delete']);
    expect(on('awaiting_review')).toEqual([]);
    expect(on('rejected')).toEqual(['delete']);
  });

  it('a social request is deleted at any time but while it waits to be posted', () => {
    expect(SOCIAL_REQUEST_STATUSES.filter((status) => can(SOCIAL_REQUEST_TABLE, 'delete', status, { hasOrder: false }))).toEqual(['awaiting_payment', 'published', 'rejected']);
    expect(allowedActions(SOCIAL_REQUEST_TABLE, SOCIAL_REQUEST_ACTIONS, 'awaiting_payment', { hasOrder: true })).toEqual(['pay', 'delete']);
  });

  it('nothing is paid but an item waiting for payment on an open order, whatever its other facts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BANNER_STATUSES), fc.boolean(), fc.boolean(), (status, hasOrder, ended) => {
        expect(can(BANNER_TABLE, 'pay', status, { hasOrder, ended })).toBe(status === 'awaiting_payment' && hasOrder);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...DISPLAY_AD_STATUSES), fc.boolean(), fc.boolean(), (status, hasOrder, finished) => {
        expect(can(DISPLAY_AD_TABLE, 'pay', status, { hasOrder, finished })).toBe(status === 'awaiting_payment' && hasOrder);
      }),
    );
  });

  it('a classified is paid while it owes and may still print, changed until it expired, prolonged when printed and booked or over', () => {
    const on = (status: (typeof CLASSIFIED_STATUSES)[number], owes = true, printed = true) => allowedActions(CLASSIFIED_TABLE, CLASSIFIED_ACTIONS, status, { owes, printed });
    expect(on('draft')).toEqual(['pay', 'edit', 'delete']);
    expect(on('awaiting_payment', false)).toEqual(['edit', 'delete']);
    expect(on('running')).toEqual(['pay', 'edit', 'prolong', 'delete']);
    expect(on('running', false, false)).toEqual(['edit', 'delete']);
    expect(on('expired')).toEqual(['prolong', 'delete']);
    expect(on('rejected')).toEqual(['edit', 'delete']);
    fc.assert(
      fc.property(fc.constantFrom(...CLASSIFIED_STATUSES), fc.boolean(), fc.boolean(), (status, owes, printed) => {
        if (can(CLASSIFIED_TABLE, 'pay', status, { owes, printed })) expect(owes && !['expired', 'rejected'].includes(status)).toBe(true);
        expect(can(CLASSIFIED_TABLE, 'delete', status, { owes, printed })).toBe(true);
      }),
    );
  });

  it('a listing is changed, switched and deleted in every state; its hot deal is paid while it owes, never on a rejected listing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BUSINESS_STATUSES), fc.boolean(), (status, dealOwes) => {
        expect(allowedActions(BUSINESS_TABLE, BUSINESS_ACTIONS, status, { dealOwes })).toEqual([
          ...(dealOwes && status !== 'rejected' ? ['pay_hot_deal'] : []),
          'edit',
          'switch',
          'delete',
        ]);
      }),
    );
  });

  it('a mailed subscription is paid or deleted before payment and renewed once paid', () => {
    const on = (status: PrintSubscriptionStatus, hasOrder = true) => allowedActions(PRINT_SUBSCRIPTION_TABLE, PRINT_SUBSCRIPTION_ACTIONS, status, { hasOrder });
    expect(on('awaiting_payment')).toEqual(['pay', 'delete']);
    expect(on('awaiting_payment', false)).toEqual(['delete']);
    expect(on('paid')).toEqual(['renew']);
    expect(on('cancelled')).toEqual([]);
  });
});
