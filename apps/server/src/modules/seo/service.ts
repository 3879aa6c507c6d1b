import { LOCALES, type Locale } from '@gazeta/contract';
import { notFound } from '../../lib/http-errors.ts';
import { translator } from '../../lib/i18n.ts';
import type { SeoRepository } from './repository.ts';
import { SITEMAP_LIMIT } from './repository.ts';

/** Public pages that always exist, for the sitemap. */
export const STATIC_PATHS = ['/', '/archive', '/map', '/about', '/private-ad-instruction', '/terms-and-conditions', '/user-delete-info'];

const RSS_ITEMS = 30;

export function xmlEscape(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** The URL of a page in one language; hreflang alternates point at these. */
export const localizedUrl = (origin: string, path: string, locale: Locale) => `${origin}${path}?lang=${locale}`;

export function createSeoService(deps: { repo: SeoRepository }) {
  const { repo } = deps;

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

    async sitemap(origin: string): Promise<string> {
      const [categories, stamps] = await Promise.all([repo.categories(), repo.articleStamps(SITEMAP_LIMIT)]);
      const entries: { path: string; lastmod?: Date }[] = [
        ...STATIC_PATHS.map((path) => ({ path })),
        ...categories.map((c) => ({ path: `/cat/${c.slug}` })),
        ...stamps.map((a) => ({ path: `/article/${a.id}`, lastmod: a.updatedAt })),
      ].slice(0, SITEMAP_LIMIT);
      const urls = entries.map(({ path, lastmod }) => {
        const alternates = LOCALES.map(
          (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${xmlEscape(localizedUrl(origin, path, locale))}"/>`,
        ).join('');
        const xDefault = `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(origin + path)}"/>`;
        const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
        return `<url><loc>${xmlEscape(origin + path)}</loc>${mod}${alternates}${xDefault}</url>`;
      });
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    },

    /** RSS 2.0 of the newest articles, of one category or of all. */
    async rss(origin: string, locale: Locale, categorySlug?: string): Promise<string> {
      const t = translator(locale);
      let channelTitle = t('common:site.name');
      let channelLink = `${origin}/`;
      if (categorySlug !== undefined) {
        const category = (await repo.categories()).find((c) => c.slug === categorySlug);
        if (!category) throw notFound('Category not found.');
        channelTitle = `${channelTitle}: ${locale === 'en' ? category.nameEn : category.nameRu}`;
        channelLink = `${origin}/cat/${categorySlug}`;
      }
      const items = await repo.latest(RSS_ITEMS, categorySlug);
      const description = t('meta:rssDescription');
      const body = items
        .map((item) => {
          const link = `${origin}/article/${item.id}`;
          return [
            '<item>',
            `<title>${xmlEscape(item.title)}</title>`,
            `<link>${xmlEscape(link)}</link>`,
            `<guid isPermaLink="true">${xmlEscape(link)}</guid>`,
            `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
            `<dc:creator>${xmlEscape(item.author)}</dc:creator>`,
            `<category>${xmlEscape(locale === 'en' ? item.categoryNameEn : item.categoryNameRu)}</category>`,
            `<description>${xmlEscape(item.lead)}</description>`,
            '</item>',
          ].join('');
        })
        .join('\n');
      const self = `${origin}${categorySlug === undefined ? '/rss.xml' : `/rss/${categorySlug}.xml`}`;
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xmlEscape(channelTitle)}</title>
<link>${xmlEscape(channelLink)}</link>
<atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>
<description>${xmlEscape(description)}</description>
<language>${locale}</language>
${body}
</channel>
</rss>
`;
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
