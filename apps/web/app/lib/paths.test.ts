import { describe, expect, it } from 'vitest';
import { paths, showsAds, showsFeedSidebar, showsSearch } from './paths.ts';

describe('layout rules by route (spec §2)', () => {
  it('hides the ads strip on the account and payment routes only', () => {
    for (const route of ['/login', '/register', '/forgot-password', '/reset-password', '/reset-password/abc', '/user-delete-info', '/payment-failed', '/payment-success', '/payment/sandbox/sbx_1_ab']) {
      expect(showsAds(route), route).toBe(false);
    }
    for (const route of ['/', '/article/1', '/map', '/loginx', '/feed', '/profile/orders']) expect(showsAds(route), route).toBe(true);
  });

  it('hides search on the events, ethnic-ads and private-ads routes', () => {
    for (const route of ['/events', '/event/3', '/ethnic-ads', '/ethnic-ads/9', '/private-ads', '/private-ads/cat/jobs']) {
      expect(showsSearch(route), route).toBe(false);
    }
    for (const route of ['/', '/feed', '/article/1', '/eventsx', '/private-ad-instruction']) expect(showsSearch(route), route).toBe(true);
  });

  it('puts the feed sidebar on routes containing "feed"', () => {
    expect(showsFeedSidebar('/feed')).toBe(true);
    expect(showsFeedSidebar('/feed/12')).toBe(true);
    expect(showsFeedSidebar('/')).toBe(false);
  });

  it('builds links', () => {
    expect(paths.search('газета 2026')).toBe('/search/%D0%B3%D0%B0%D0%B7%D0%B5%D1%82%D0%B0%202026');
    expect(paths.page('/archive', 1)).toBe('/archive');
    expect(paths.page('/archive', 3)).toBe('/archive?page=3');
    expect(paths.profileBanners()).toBe('/profile/banners');
    expect(paths.profileBanners({ new: true })).toBe('/profile/banners?new=1');
    expect(paths.profileBanners({ edit: 7 })).toBe('/profile/banners?edit=7');
    expect(paths.profileBanners({ delete: 7 })).toBe('/profile/banners?delete=7');
    expect(paths.profileSubscribe()).toBe('/profile/subscribe');
    expect(paths.profileSubscribe({ renew: 7 })).toBe('/profile/subscribe?renew=7');
    expect(paths.profileSubscribe({ delete: 7 })).toBe('/profile/subscribe?delete=7');
    expect(paths.profileSocialRequest()).toBe('/profile/social-request');
    expect(paths.profileSocialRequest({ new: true })).toBe('/profile/social-request?new=1');
    expect(paths.profileSocialRequest({ delete: 7 })).toBe('/profile/social-request?delete=7');
    expect(paths.mailingList(12)).toBe('/api/print/issues/12/mailing-list.csv');
  });
});
