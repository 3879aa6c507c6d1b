import { describe, expect, it } from 'vitest';
import { SOCIAL_REQUEST_STATUSES } from '@gazeta/contract';
import { awaitsPayment, canDelete, publishedLinks, STATUS_BADGE } from './request-state.ts';

describe('what a member can do with a request', () => {
  it('deletes it unless it is paid and waits to be posted (the server answers 409 then)', () => {
    expect(SOCIAL_REQUEST_STATUSES.filter((status) => canDelete({ status }))).toEqual(['awaiting_payment', 'published', 'rejected']);
  });

  it('pays only one waiting for payment on an open order', () => {
    expect(awaitsPayment({ status: 'awaiting_payment', order_id: 12 })).toBe(true);
    expect(awaitsPayment({ status: 'awaiting_payment', order_id: null })).toBe(false);
    expect(awaitsPayment({ status: 'awaiting_publication', order_id: 12 })).toBe(false);
  });

  it('has a badge for every state', () => {
    for (const status of SOCIAL_REQUEST_STATUSES) expect(STATUS_BADGE[status]).toMatch(/^badge--/);
  });
});

describe('the links of a published request', () => {
  it('lists each of its networks’ posts in the form’s order, leaving out what is not its own or empty', () => {
    const links = { twitter: 'https://x.com/gazeta/status/1', facebook: 'https://facebook.com/gazeta/posts/1', telegram: 'https://t.me/gazeta/1' };
    expect(publishedLinks({ networks: ['facebook', 'twitter'], links })).toEqual([
      { network: 'facebook', url: links.facebook },
      { network: 'twitter', url: links.twitter },
    ]);
    expect(publishedLinks({ networks: ['telegram'], links: { telegram: '' } })).toEqual([]);
    expect(publishedLinks({ networks: ['facebook'], links: {} })).toEqual([]);
  });
});
