import { BUSINESS_CATEGORIES, CLASSIFIED_SECTIONS, LOCALES, type Locale } from '@gazeta/contract';
import { notFound } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { DatedDocument } from './conditional.ts';
import type { SeoRepository } from './repository.ts';
import { SITEMAP_LIMIT } from './repository.ts';

/** Public pages that always exist, for the sitemap. */
export const STATIC_PATHS = ['/', '/archive', '/map', '/about', '/private-ad-instruction', '/terms-and-conditions', '/user-delete-info'];

const RSS_ITEMS = 30;

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** The URL of a page in one language; hreflang alternates point at these. */
export const localizedUrl = (origin: string, path: string, locale: Locale) => `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;

/** The latest of some dates, or null when there are none. */
function latest(dates: Iterable<Date | undefined>): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && (newest === null || date > newest)) newest = date;
  return newest;
}

export function createSeoService(deps: { repo: SeoRepository; now?: () => Date }) {
  const { repo, now = () => new Date() } = deps;

  return {
    robots(origin: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /search/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** Every public page: the static ones, categories, articles, the feed and its approved posts, the private ads and their sections, the business directory, its categories and listings. */
    async sitemap(origin: string): Promise<DatedDocument> {
      const [categories, stamps, posts, ads, listings] = await Promise.all([
        repo.categories(),
        repo.articleStamps(now(), SITEMAP_LIMIT),
        repo.feedPostStamps(SITEMAP_LIMIT),
        repo.classifiedStamps(SITEMAP_LIMIT),
        repo.businessStamps(SITEMAP_LIMIT),
      ]);
      const newestAd = latest(ads.map((ad) => ad.updatedAt)) ?? undefined;
      const entries: { path: string; lastmod?: Date | undefined }[] = [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...categories.map((c) => ({ path: `/cat/${c.slug}` })),
        ...stamps.map((a) => ({ path: `/article/${a.id}`, lastmod: a.updatedAt })),
        // The feed changes with its newest post.
        { path: '/feed', lastmod: latest(posts.map((p) => p.updatedAt)) ?? undefined },
        ...posts.map((p) => ({ path: `/feed/${p.id}`, lastmod: p.updatedAt })),
        // The private ads: the catalogue and its sections change with their newest ad.
        { path: '/private-ads', lastmod: newestAd },
        ...CLASSIFIED_SECTIONS.map((section) => ({ path: `/private-ads/cat/${section}` })),
        ...ads.map((ad) => ({ path: `/private-ads/${ad.id}`, lastmod: ad.updatedAt })),
        // The business directory: its first page and each category's change with their newest listing.
        { path: '/ethnic-ads', lastmod: latest(listings.map((listing) => listing.updatedAt)) ?? undefined },
        ...BUSINESS_CATEGORIES.map((category) => ({ path: `/ethnic-ads?category=${category}` })),
        ...listings.map((listing) => ({ path: `/ethnic-ads/${listing.id}`, lastmod: listing.updatedAt })),
      ].slice(0, SITEMAP_LIMIT);
      const urls = entries.map(({ path, lastmod }) => {
        const alternates = LOCALES.map(
          (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${xmlEscape(localizedUrl(origin, path, locale))}"/>`,
        ).join('');
        const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + path)}"/>`;
        const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
        return `<url><loc>${xmlEscape(origin + path)}</loc>${mod}${alternates}${xDefault}</url>`;
      });
      return {
        body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        lastModified: latest(entries.map((e) => e.lastmod)),
      };
    },

    /** RSS 2.0 of the newest articles, of one category or of all; each item says its own language. */
    async rss(origin: string, locale: Locale, categorySlug?: string): Promise<DatedDocument> {
      const t = translator(locale);
      let channelTitle = t('common:site.name');
      let channelLink = `${origin}/`;
      if (categorySlug !== undefined) {
        const category = (await repo.categories()).find((c) => c.slug === categorySlug);
        if (!category) throw notFound('Category not found.');
        channelTitle = `${channelTitle}: ${locale === 'en' ? category.nameEn : category.nameRu}`;
        channelLink = `${origin}/cat/${categorySlug}`;
      }
      const items = await repo.latest(now(), RSS_ITEMS, categorySlug);
      const description = t('meta:rssDescription');
      const entries = items
        .map((item) => {
          const link = `${origin}/article/${item.id}`;
          return [
            '<item>',
            `<title>${xmlEscape(item.title)}</title>`,
            `<link>${xmlEscape(link)}</link>`,
            `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
            `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
            `<dc:creator>${xmlEscape(item.author)}</dc:creator>`,
            `<dc:language>${item.lang}</dc:language>`,
            `<category>${xmlEscape(locale === 'en' ? item.categoryNameEn : item.categoryNameRu)}</category>`,
            `<description>${xmlEscape(item.lead)}</description>`,
            '</item>',
          ].join('');
        })
        .join('\n');
      const self = `${origin}${categorySlug === undefined ? '/rss.xml' : `/rss/${categorySlug}.xml`}`;
      const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlEscape(channelTitle)}</title>
<link>${xmlEscape(channelLink)}</link>
<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>
<description>${xmlEscape(description)}</description>
<language>${locale}</language>
${entries}
</channel>
</rss>
`;
      return { body, lastModified: latest(items.map((item) => (item.updatedAt > item.publishedAt ? item.updatedAt : item.publishedAt))) };
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
