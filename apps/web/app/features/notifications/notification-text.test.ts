import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_TYPES, type Notification } from '@gazeta/contract';
import { resources } from '@gazeta/i18n';
import { describeNotification } from './notification-text.ts';

const data = (over: Partial<Notification['data']> = {}): Notification['data'] => ({
  content_preview: 'Thanks, very useful!',
  post_id: 12,
  post_title: 'Where to buy kvass',
  rejection_reason: 'Advertising',
  order_id: null,
  amount_cents: null,
  ...over,
});

const feedMessage = (locale: 'en' | 'ru', key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[locale].feed);

describe('notification texts (spec §3)', () => {
  it('gives each named type its own text, with the post title, leading to the post', () => {
    for (const type of NOTIFICATION_TYPES) {
      const money = type.startsWith('order_');
      const text = describeNotification({ type, data: data(money ? { order_id: 7, amount_cents: 1250 } : {}) });
      expect(text.kind).toBe(type);
      expect(text.key).toBe(`notifications.types.${type}`);
      expect(text.title).toBe('Where to buy kvass');
      const owned = { classified_: '/profile/classifields', business_: '/profile/business', event_: '/profile/events', banner_: '/profile/banners', display_ad_: '/profile/advertising', tear_sheet: '/profile/advertising', print_issue_moved: '/profile', social_: '/profile/social-request' };
      const ownerPage = Object.entries(owned).find(([prefix]) => type.startsWith(prefix))?.[1];
      expect(text.href).toBe(money ? '/profile/orders/7' : (ownerPage ?? '/feed/12'));
      expect(text.preview).toBe('Thanks, very useful!');
    }
  });

  it("an event's decision leads to the owner's events, a rejection with its reason", () => {
    const rejected = describeNotification({ type: 'event_rejected', data: { ...data(), post_id: null } });
    expect(rejected).toMatchObject({ kind: 'event_rejected', href: '/profile/events', reason: 'Advertising', icon: 'rejected' });
    expect(describeNotification({ type: 'event_approved', data: { ...data(), post_id: null } })).toMatchObject({ reason: null, icon: 'approved' });
  });

  it("a banner's decision leads to the owner's banners, a rejection with its reason", () => {
    const rejected = describeNotification({ type: 'banner_rejected', data: { ...data(), post_id: null } });
    expect(rejected).toMatchObject({ kind: 'banner_rejected', href: '/profile/banners', reason: 'Advertising', icon: 'rejected' });
    expect(describeNotification({ type: 'banner_approved', data: { ...data(), post_id: null } })).toMatchObject({ href: '/profile/banners', reason: null, icon: 'approved' });
  });

  it("a display ad's decision and its tear sheet lead to the member's display ads, a rejection with its reason", () => {
    const rejected = describeNotification({ type: 'display_ad_rejected', data: { ...data(), post_id: null } });
    expect(rejected).toMatchObject({ kind: 'display_ad_rejected', href: '/profile/advertising', reason: 'Advertising', icon: 'rejected' });
    expect(describeNotification({ type: 'display_ad_approved', data: { ...data(), post_id: null } })).toMatchObject({ href: '/profile/advertising', reason: null, icon: 'approved' });
    // The tear sheet names the ad's item and the issue's number and date.
    const sheet = describeNotification({ type: 'tear_sheet', data: data({ post_id: null, post_title: 'Пекарня «Вильнюс»', content_preview: '№ 512, 3 декабря 2026 г.', rejection_reason: null }) });
    expect(sheet).toMatchObject({ kind: 'tear_sheet', key: 'notifications.types.tear_sheet', title: 'Пекарня «Вильнюс»', preview: '№ 512, 3 декабря 2026 г.', href: '/profile/advertising', reason: null });
  });

  it("a social request's decision leads to the member's requests, a rejection with its reason", () => {
    const rejected = describeNotification({ type: 'social_rejected', data: { ...data(), post_id: null } });
    expect(rejected).toMatchObject({ kind: 'social_rejected', href: '/profile/social-request', reason: 'Advertising', icon: 'rejected' });
    expect(describeNotification({ type: 'social_published', data: { ...data(), post_id: null } })).toMatchObject({ href: '/profile/social-request', reason: null, icon: 'approved' });
  });

  it("an ad's decision leads to the owner's ads, a rejection with its reason", () => {
    const rejected = describeNotification({ type: 'classified_rejected', data: { ...data(), post_id: null } });
    expect(rejected).toMatchObject({ kind: 'classified_rejected', href: '/profile/classifields', reason: 'Advertising', icon: 'rejected' });
    expect(describeNotification({ type: 'classified_approved', data: { ...data(), post_id: null } }).reason).toBeNull();
  });

  it('a payment or a refund names its order and amount and leads to the receipt; without them it is generic', () => {
    const paid = describeNotification({ type: 'order_paid', data: data({ post_id: null, order_id: 31, amount_cents: 450 }) });
    expect(paid).toMatchObject({ kind: 'order_paid', href: '/profile/orders/31', order: { id: 31, amountCents: 450 }, icon: 'approved', reason: null });
    const refunded = describeNotification({ type: 'order_refunded', data: data({ post_id: null, post_title: null, order_id: 31, amount_cents: 200 }) });
    expect(refunded).toMatchObject({ key: 'notifications.types.order_refundedUntitled', href: '/profile/orders/31', icon: 'bell' });
    expect(describeNotification({ type: 'order_paid', data: data({ order_id: null, amount_cents: 450 }) })).toMatchObject({ kind: 'generic', order: null });
  });

  it("a listing's decision leads to the owner's businesses, a rejection with its reason", () => {
    const rejected = describeNotification({ type: 'business_rejected', data: { ...data(), post_id: null } });
    expect(rejected).toMatchObject({ kind: 'business_rejected', href: '/profile/business', reason: 'Advertising', icon: 'rejected' });
    expect(describeNotification({ type: 'business_approved', data: { ...data(), post_id: null } })).toMatchObject({ reason: null, icon: 'approved' });
  });

  it('shows the reason only for a rejection', () => {
    expect(describeNotification({ type: 'post_rejected', data: data() }).reason).toBe('Advertising');
    expect(describeNotification({ type: 'comment_rejected', data: data() }).reason).toBe('Advertising');
    expect(describeNotification({ type: 'post_approved', data: data() }).reason).toBeNull();
    expect(describeNotification({ type: 'ForumComment', data: data() }).reason).toBeNull();
  });

  it('picks an icon by what happened', () => {
    expect(describeNotification({ type: 'post_approved', data: data() }).icon).toBe('approved');
    expect(describeNotification({ type: 'comment_rejected', data: data() }).icon).toBe('rejected');
    expect(describeNotification({ type: 'ForumComment', data: data() }).icon).toBe('comment');
  });

  it('shows any other type as a generic new notification', () => {
    for (const type of ['article_published', 'payment_received', '', 'forumcomment']) {
      const text = describeNotification({ type, data: data() });
      expect(text.kind).toBe('generic');
      expect(text.key).toBe('notifications.types.generic');
      expect(text.icon).toBe('bell');
      expect(text.reason).toBeNull();
    }
  });

  it('words a notification without a post title, and without a post, sensibly', () => {
    const untitled = describeNotification({ type: 'post_rejected', data: data({ post_title: null, post_id: null, content_preview: '  ', rejection_reason: null }) });
    expect(untitled.key).toBe('notifications.types.post_rejectedUntitled');
    expect(untitled.title).toBeNull();
    expect(untitled.preview).toBeNull();
    expect(untitled.reason).toBeNull();
    expect(untitled.href).toBe('/profile/notifications');
  });

  it('has every text in both languages', () => {
    for (const locale of LOCALES) {
      for (const type of NOTIFICATION_TYPES) {
        expect(feedMessage(locale, `notifications.types.${type}`), `${locale} ${type}`).toContain('{{title}}');
        expect(feedMessage(locale, `notifications.types.${type}Untitled`), `${locale} ${type}Untitled`).toBeTypeOf('string');
        if (type.startsWith('order_')) {
          for (const key of [type, `${type}Untitled`]) expect(feedMessage(locale, `notifications.types.${key}`), `${locale} ${key}`).toMatch(/\{\{amount\}\}[^]*\{\{id\}\}/);
        }
      }
      expect(feedMessage(locale, 'notifications.types.generic')).toBeTypeOf('string');
    }
  });
});
