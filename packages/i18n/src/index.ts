import type { Locale } from '@gazeta/contract';
import enAdvertising from '../locales/en/advertising.json' with { type: 'json' };
import enArchive from '../locales/en/archive.json' with { type: 'json' };
import enArticles from '../locales/en/articles.json' with { type: 'json' };
import enBanners from '../locales/en/banners.json' with { type: 'json' };
import enBusinesses from '../locales/en/businesses.json' with { type: 'json' };
import enClassifieds from '../locales/en/classifieds.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enEmails from '../locales/en/emails.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enEvents from '../locales/en/events.json' with { type: 'json' };
import enFeed from '../locales/en/feed.json' with { type: 'json' };
import enLayout from '../locales/en/layout.json' with { type: 'json' };
import enMap from '../locales/en/map.json' with { type: 'json' };
import enMeta from '../locales/en/meta.json' with { type: 'json' };
import enNewsroom from '../locales/en/newsroom.json' with { type: 'json' };
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enPlacing from '../locales/en/placing.json' with { type: 'json' };
import enPrint from '../locales/en/print.json' with { type: 'json' };
import enSearch from '../locales/en/search.json' with { type: 'json' };
import enSocial from '../locales/en/social.json' with { type: 'json' };
import enSubscriptions from '../locales/en/subscriptions.json' with { type: 'json' };
import ruAdvertising from '../locales/ru/advertising.json' with { type: 'json' };
import ruArchive from '../locales/ru/archive.json' with { type: 'json' };
import ruArticles from '../locales/ru/articles.json' with { type: 'json' };
import ruBanners from '../locales/ru/banners.json' with { type: 'json' };
import ruBusinesses from '../locales/ru/businesses.json' with { type: 'json' };
import ruClassifieds from '../locales/ru/classifieds.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import ruEmails from '../locales/ru/emails.json' with { type: 'json' };
import ruErrors from '../locales/ru/errors.json' with { type: 'json' };
import ruEvents from '../locales/ru/events.json' with { type: 'json' };
import ruFeed from '../locales/ru/feed.json' with { type: 'json' };
import ruLayout from '../locales/ru/layout.json' with { type: 'json' };
import ruMap from '../locales/ru/map.json' with { type: 'json' };
import ruMeta from '../locales/ru/meta.json' with { type: 'json' };
import ruNewsroom from '../locales/ru/newsroom.json' with { type: 'json' };
import ruOrders from '../locales/ru/orders.json' with { type: 'json' };
import ruPages from '../locales/ru/pages.json' with { type: 'json' };
import ruPlacing from '../locales/ru/placing.json' with { type: 'json' };
import ruPrint from '../locales/ru/print.json' with { type: 'json' };
import ruSearch from '../locales/ru/search.json' with { type: 'json' };
import ruSocial from '../locales/ru/social.json' with { type: 'json' };
import ruSubscriptions from '../locales/ru/subscriptions.json' with { type: 'json' };

export const NAMESPACES = ['common', 'layout', 'articles', 'archive', 'map', 'search', 'pages', 'meta', 'errors', 'emails', 'feed', 'placing', 'orders', 'print', 'classifieds', 'businesses', 'events', 'banners', 'subscriptions', 'social', 'advertising', 'newsroom'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<Namespace, Record<string, unknown>>;

/** Every translation, by locale and namespace (locales/{locale}/{namespace}.json). */
export const resources: Record<Locale, Messages> = {
  en: {
    common: enCommon,
    layout: enLayout,
    articles: enArticles,
    archive: enArchive,
    map: enMap,
    search: enSearch,
    pages: enPages,
    meta: enMeta,
    errors: enErrors,
    emails: enEmails,
    feed: enFeed,
    placing: enPlacing,
    orders: enOrders,
    print: enPrint,
    classifieds: enClassifieds,
    businesses: enBusinesses,
    events: enEvents,
    banners: enBanners,
    subscriptions: enSubscriptions,
    social: enSocial,
    advertising: enAdvertising,
    newsroom: enNewsroom,
  },
  ru: {
    common: ruCommon,
    layout: ruLayout,
    articles: ruArticles,
    archive: ruArchive,
    map: ruMap,
    search: ruSearch,
    pages: ruPages,
    meta: ruMeta,
    errors: ruErrors,
    emails: ruEmails,
    feed: ruFeed,
    placing: ruPlacing,
    orders: ruOrders,
    print: ruPrint,
    classifieds: ruClassifieds,
    businesses: ruBusinesses,
    events: ruEvents,
    banners: ruBanners,
    subscriptions: ruSubscriptions,
    social: ruSocial,
    advertising: ruAdvertising,
    newsroom: ruNewsroom,
  },
};

/** i18next plural suffixes each locale needs (CLDR): Russian has one, few, many and other. */
export const PLURAL_FORMS: Record<Locale, readonly string[]> = {
  en: ['one', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};
