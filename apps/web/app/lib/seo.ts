import type { MetaDescriptor } from 'react-router';
import { isLocale, LOCALES, SITE, type Image, type Locale } from '@gazeta/contract';
import { getI18n, type MessagesHref } from './i18n.ts';
import { addNamespacesFromMatches } from './namespaces.ts';

/** What the root loader gives every page's meta. */
export interface RootMeta {
  locale: Locale;
  messages: MessagesHref;
  origin: string;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

export function rootMetaOf(matches: readonly (MatchLike | undefined)[]): RootMeta | undefined {
  const data = matches.find((m) => m?.id === 'root')?.loaderData as Partial<RootMeta> | undefined;
  if (!data?.locale || !data.messages || !data.origin) return undefined;
  return { locale: data.locale, messages: data.messages, origin: data.origin };
}

/** The site's origin for a page's meta: the root loader's, else that of the page's own address. */
export const originOf = (matches: readonly (MatchLike | undefined)[], url: string): string => rootMetaOf(matches)?.origin ?? new URL(url).origin;

/** A description for search engines and link previews: the text on one line, cut at a word. */
export function describeText(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

/** A page's title key (spec §2: every route has one), read by tests and by meta. */
export interface RouteHandle {
  titleKey: string;
}

export interface PageSeo {
  /** Translation key of the title and its values. */
  titleKey: string;
  titleValues?: Record<string, string>;
  descriptionKey?: string;
  descriptionValues?: Record<string, string>;
  /** A description that is content, not a translation (an article's lead). */
  description?: string;
  image?: Image | null;
  type?: 'website' | 'article';
  article?: {
    publishedTime: string;
    modifiedTime: string;
    section: string;
    tags: string[];
    author: string;
    lang: string;
  };
  noindex?: boolean;
  /** Path of an RSS feed that goes with the page, besides the site's own (`/rss.xml`). */
  rss?: { href: string; title: string };
  /** Where the page sits below the home page, itself last: a BreadcrumbList. */
  breadcrumbs?: Crumb[];
  /** The home page: the site (WebSite, with its search) and the paper (NewsMediaOrganization). */
  describesSite?: boolean;
}

/** One step of a page's place in the site: its path, and its name (content) or the key of its name. */
export type Crumb = { path: string } & ({ name: string } | { nameKey: string });

/** Open Graph locales of the languages content is written in (the interface's and Lithuanian). */
const OG_LOCALE: Record<string, string> = { ru: 'ru_RU', en: 'en_US', lt: 'lt_LT' };
const DEFAULT_IMAGE = { src: '/og-default.png', width: 1200, height: 630 };
const LOGO = { src: '/logo-512.png', width: 512, height: 512 };

/** The page's URL in one language (hreflang alternates and canonical use these). */
export function localizedUrl(origin: string, pathname: string, search: string, locale: Locale | null): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (locale) params.set('lang', locale);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

const absolute = (origin: string, src: string) => (/^https?:/.test(src) ? src : `${origin}${src}`);

/** The site's own RSS feed, in the page's language. */
const siteFeed = (origin: string, locale: Locale) => `${origin}/rss.xml?lang=${locale}`;

/** The paper as schema.org knows it: the publisher of every article, named in the page's language. */
export function newsOrganization(origin: string, siteName: string) {
  return {
    '@type': 'NewsMediaOrganization',
    '@id': `${origin}/#organization`,
    name: siteName,
    url: `${origin}/`,
    logo: { '@type': 'ImageObject', url: absolute(origin, LOGO.src), width: LOGO.width, height: LOGO.height },
    sameAs: Object.values(SITE.social),
    email: SITE.email,
    telephone: SITE.phoneHref.replace(/^tel:/, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.postalAddress.street,
      addressLocality: SITE.postalAddress.city,
      addressRegion: SITE.postalAddress.state,
      postalCode: SITE.postalAddress.zip,
      addressCountry: SITE.postalAddress.country,
    },
  };
}

/** The site itself, with its search as a SearchAction (spec §2: /search/{query}). */
function webSite(origin: string, siteName: string, locale: Locale) {
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: siteName,
    url: `${origin}/`,
    inLanguage: locale,
    publisher: { '@id': `${origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/{search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

function breadcrumbList(origin: string, crumbs: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(origin, crumb.path) })),
  };
}

/**
 * Title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD for a page: what a
 * search engine indexes and what Facebook and Telegram show when the page is shared.
 */
export function seoMeta(
  args: { matches: readonly (MatchLike | undefined)[]; location: { pathname: string; search: string } },
  page: PageSeo,
): MetaDescriptor[] {
  const root = rootMetaOf(args.matches);
  if (!root) return [{ title: SITE.name }];
  const { locale, messages, origin } = root;
  const t = getI18n(locale, messages).t;
  const heading = t(page.titleKey, page.titleValues ?? {});
  // One name of the site per language wherever it is named: Open Graph, JSON-LD, the RSS feed
  // (the title's suffix, meta:suffix, says the same: seo.test.ts holds them together).
  const siteName = t('common:site.name');
  const title = page.titleKey === 'meta:titles.home' ? heading : `${heading} — ${t('meta:suffix')}`;
  const description =
    page.description ?? (page.descriptionKey ? t(page.descriptionKey, page.descriptionValues ?? {}) : t('meta:descriptions.home'));
  const { pathname, search } = args.location;
  // Self-referencing: a canonical that names another hreflang alternate is invalid.
  const langInUrl = new URLSearchParams(search).get('lang');
  const canonical = localizedUrl(origin, pathname, search, isLocale(langInUrl) ? langInUrl : null);
  const image = page.image
    ? { src: absolute(origin, page.image.share_src), width: Math.min(1200, page.image.width), height: Math.round((Math.min(1200, page.image.width) * page.image.height) / page.image.width), alt: page.image.alt }
    : { ...DEFAULT_IMAGE, src: absolute(origin, DEFAULT_IMAGE.src), alt: t('common:site.tagline') };
  // Open Graph names the language of the content: an English article read in the Russian
  // interface is en_US, and the interface's languages are its alternates.
  const ogLocale = OG_LOCALE[page.article?.lang ?? locale] ?? OG_LOCALE[locale]!;

  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LOCALES.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: localizedUrl(origin, pathname, search, l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: localizedUrl(origin, pathname, search, null) },
    { property: 'og:site_name', content: siteName },
    { property: 'og:title', content: heading },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:locale', content: ogLocale },
    ...LOCALES.map((l) => OG_LOCALE[l]!)
      .filter((l) => l !== ogLocale)
      .map((l) => ({ property: 'og:locale:alternate', content: l })),
    { property: 'og:image', content: image.src },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: heading },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.src },
    { name: 'twitter:image:alt', content: image.alt },
  ];
  if (page.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  // Feed readers find the site's feed from any page, and a page's own feed beside it.
  tags.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: siteName, href: siteFeed(origin, locale) });
  if (page.rss) {
    const href = new URL(absolute(origin, page.rss.href));
    href.searchParams.set('lang', locale);
    tags.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: `${siteName}: ${page.rss.title}`, href: href.toString() });
  }
  if (page.describesSite) {
    tags.push({ 'script:ld+json': { '@context': 'https://schema.org', '@graph': [webSite(origin, siteName, locale), newsOrganization(origin, siteName)] } });
  }
  if (page.breadcrumbs?.length) {
    const named = page.breadcrumbs.map((crumb) => ({ path: crumb.path, name: 'name' in crumb ? crumb.name : t(crumb.nameKey) }));
    tags.push({ 'script:ld+json': breadcrumbList(origin, [{ name: t('meta:breadcrumbs.home'), path: '/' }, ...named]) });
  }
  if (page.article) {
    const a = page.article;
    tags.push(
      { property: 'article:published_time', content: a.publishedTime },
      { property: 'article:modified_time', content: a.modifiedTime },
      { property: 'article:section', content: a.section },
      ...a.tags.map((tag) => ({ property: 'article:tag', content: tag })),
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: heading.slice(0, 110),
          description,
          image: [image.src],
          datePublished: a.publishedTime,
          dateModified: a.modifiedTime,
          inLanguage: a.lang,
          articleSection: a.section,
          keywords: a.tags.join(', '),
          // Bylines are names: the site has no page of an author to link (no `url`).
          author: [{ '@type': 'Person', name: a.author }],
          publisher: newsOrganization(origin, siteName),
          mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        },
      },
    );
  }
  return tags;
}

/** seoMeta for a page whose texts live in a namespace its loader sends along (not the root's), and the page's own tags (JSON-LD). */
export function namespacedSeoMeta(args: Parameters<typeof seoMeta>[0], page: PageSeo, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return [...seoMeta(args, page), ...extra];
}
