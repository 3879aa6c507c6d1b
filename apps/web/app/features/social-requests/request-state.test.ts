import { describe, expect, it } from 'vitest';
import { SOCIAL_REQUEST_STATUSES } from '@gazeta/contract';
import { awaitsPayment, canDelete, publishedLinks, STATUS_BADGE } from './request-state.ts';

describe('what a member can do with a request', () => {
  it('offers Delete and Pay as the server’s answer allows (the rules are the contract’s SOCIAL_REQUEST_TABLE)', () => {
    expect(canDelete({ actions: ['pay', 'delete'] })).toBe(true);
    expect(canDelete({ actions: [] })).toBe(false);
    expect(awaitsPayment({ actions: ['pay', 'delete'], order_id: 12 })).toBe(true);
    expect(awaitsPayment({ actions: ['pay', 'delete'], order_id: null })).toBe(false);
    expect(awaitsPayment({ actions: ['delete'], order_id: 12 })).toBe(false);
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
