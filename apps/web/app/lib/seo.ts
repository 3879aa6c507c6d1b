import type { MetaDescriptor } from 'react-router';
import { isLocale, LOCALES, SITE, type Image, type Locale } from '@gazeta/contract';
import { getI18n, type MessagesJson } from './i18n.ts';

/** What the root loader gives every page's meta. */
export interface RootMeta {
  locale: Locale;
  messages: MessagesJson;
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
  /** Path of an RSS feed that goes with the page. */
  rss?: { href: string; title: string };
}

const OG_LOCALE: Record<Locale, string> = { ru: 'ru_RU', en: 'en_US' };
const DEFAULT_IMAGE = { src: '/og-default.png', width: 1200, height: 630 };

/** The page's URL in one language (hreflang alternates and canonical use these). */
export function localizedUrl(origin: string, pathname: string, search: string, locale: Locale | null): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (locale) params.set('lang', locale);
  const query = params.toString();
  return `${origin}${pathname}${query ? `?${query}` : ''}`;
}

const absolute = (origin: string, src: string) => (/^https?:/.test(src) ? src : `${origin}${src}`);

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
  const siteName = t('meta:suffix');
  const title = page.titleKey === 'meta:titles.home' ? heading : `${heading} — ${siteName}`;
  const description =
    page.description ?? (page.descriptionKey ? t(page.descriptionKey, page.descriptionValues ?? {}) : t('meta:descriptions.home'));
  const { pathname, search } = args.location;
  // Self-referencing: a canonical that names another hreflang alternate is invalid.
  const langInUrl = new URLSearchParams(search).get('lang');
  const canonical = localizedUrl(origin, pathname, search, isLocale(langInUrl) ? langInUrl : null);
  const image = page.image
    ? { src: absolute(origin, page.image.share_src), width: Math.min(1200, page.image.width), height: Math.round((Math.min(1200, page.image.width) * page.image.height) / page.image.width), alt: page.image.alt }
    : { ...DEFAULT_IMAGE, src: absolute(origin, DEFAULT_IMAGE.src), alt: t('common:site.tagline') };

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
    { property: 'og:locale', content: OG_LOCALE[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: 'og:locale:alternate', content: OG_LOCALE[l] })),
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
  if (page.rss) tags.push({ tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: page.rss.title, href: absolute(origin, page.rss.href) });
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
          author: [{ '@type': 'Person', name: a.author }],
          publisher: {
            '@type': 'NewsMediaOrganization',
            name: SITE.name,
            url: `${origin}/`,
            logo: { '@type': 'ImageObject', url: `${origin}/logo-512.png`, width: 512, height: 512 },
          },
          mainEntityOfPage: { '@type': 'WebPage', '@id': canonical },
        },
      },
    );
  }
  return tags;
}
