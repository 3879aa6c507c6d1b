import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { SITE } from '@gazeta/contract';
import { resources } from '@gazeta/i18n';
import { provideMessages } from './i18n.ts';
import { localizedUrl, seoMeta, type PageSeo } from './seo.ts';

/** Every namespace, under an address of the tests' own (the root loader names the shared file). */
const messagesOf = (locale: 'en' | 'ru') => {
  const href = `/i18n/test-${locale}.json`;
  provideMessages(href, JSON.stringify(resources[locale]));
  return href;
};
const root = (locale: 'en' | 'ru') => ({ id: 'root', loaderData: { locale, messages: messagesOf(locale), origin: 'https://gazeta.example' } });
const location = { pathname: '/article/7', search: '?page=2&lang=en' };

const find = (tags: MetaDescriptor[], predicate: (t: Record<string, unknown>) => boolean) =>
  tags.filter((t) => predicate(t as Record<string, unknown>)) as Record<string, unknown>[];

describe('seoMeta', () => {
  const image = { src: '/media/images/x/960.webp', srcset: '', width: 1600, height: 900, alt: 'Skyline', share_src: '/media/images/x/share.jpg' };
  const tags = seoMeta(
    { matches: [root('en')], location },
    {
      titleKey: 'meta:titles.article',
      titleValues: { title: 'Metra changes its schedule' },
      description: 'Weekend trains are back.',
      image,
      type: 'article',
      article: { publishedTime: '2026-11-01T10:00:00Z', modifiedTime: '2026-11-02T10:00:00Z', section: 'Chicago', tags: ['transit'], author: 'Olga', lang: 'en' },
    },
  );

  it('titles the page with the site name', () => {
    expect(find(tags, (t) => 'title' in t)[0]!['title']).toBe('Metra changes its schedule — Gazeta');
  });

  it('gives a self-referencing canonical URL and hreflang alternates for ru, en and x-default', () => {
    expect(find(tags, (t) => t['rel'] === 'canonical')[0]!['href']).toBe('https://gazeta.example/article/7?page=2&lang=en');
    const plain = seoMeta({ matches: [root('ru')], location: { pathname: '/article/7', search: '' } }, { titleKey: 'meta:titles.home' });
    expect(find(plain, (t) => t['rel'] === 'canonical')[0]!['href']).toBe('https://gazeta.example/article/7');
    const alternates = find(tags, (t) => t['rel'] === 'alternate' && 'hrefLang' in t).map((t) => [t['hrefLang'], t['href']]);
    expect(alternates).toEqual([
      ['ru', 'https://gazeta.example/article/7?page=2&lang=ru'],
      ['en', 'https://gazeta.example/article/7?page=2&lang=en'],
      ['x-default', 'https://gazeta.example/article/7?page=2'],
    ]);
  });

  it('gives Facebook and Telegram an absolute JPEG preview image with its size', () => {
    const og = Object.fromEntries(find(tags, (t) => typeof t['property'] === 'string').map((t) => [t['property'], t['content']]));
    expect(og['og:image']).toBe('https://gazeta.example/media/images/x/share.jpg');
    expect(og['og:image:width']).toBe('1200');
    expect(og['og:image:height']).toBe('675');
    expect(og['og:type']).toBe('article');
    expect(og['og:locale']).toBe('en_US');
    expect(find(tags, (t) => t['name'] === 'twitter:card')[0]!['content']).toBe('summary_large_image');
  });

  it('describes the article as a NewsArticle in JSON-LD', () => {
    const ld = find(tags, (t) => 'script:ld+json' in t)[0]!['script:ld+json'] as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'NewsArticle', headline: 'Metra changes its schedule', datePublished: '2026-11-01T10:00:00Z', inLanguage: 'en' });
  });

  it('falls back to the default preview image and translates in Russian', () => {
    const ru = seoMeta({ matches: [root('ru')], location: { pathname: '/', search: '' } }, { titleKey: 'meta:titles.home' });
    expect(find(ru, (t) => 'title' in t)[0]!['title']).toBe('Газета: новости русскоязычной общины Чикаго');
    expect(find(ru, (t) => t['property'] === 'og:image')[0]!['content']).toBe('https://gazeta.example/og-default.png');
  });

  it('builds localized URLs without duplicating lang', () => {
    expect(localizedUrl('https://g.example', '/map', '?lang=en&zip=60076', 'ru')).toBe('https://g.example/map?zip=60076&lang=ru');
    expect(localizedUrl('https://g.example', '/', '', null)).toBe('https://g.example/');
  });
});

/** Every JSON-LD node of a page, the nodes of an @graph included. */
function jsonLd(tags: MetaDescriptor[]): Record<string, unknown>[] {
  return find(tags, (t) => 'script:ld+json' in t).flatMap((t) => {
    const data = t['script:ld+json'] as Record<string, unknown>;
    return Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data];
  });
}
const ogOf = (tags: MetaDescriptor[], property: string) => find(tags, (t) => t['property'] === property).map((t) => t['content']);

const articlePage = (lang: string): PageSeo => ({
  titleKey: 'meta:titles.article',
  titleValues: { title: 'Metra' },
  description: 'Trains.',
  type: 'article',
  article: { publishedTime: '2026-11-01T10:00:00Z', modifiedTime: '2026-11-02T10:00:00Z', section: 'Chicago', tags: [], author: 'Olga Petrova', lang },
  breadcrumbs: [
    { name: 'Chicago', path: '/cat/chicago' },
    { name: 'Metra', path: '/article/7' },
  ],
});

describe('seoMeta for machines', () => {
  const at = (pathname: string) => ({ pathname, search: '' });

  it('names the content language in og:locale, and the interface languages as alternates', () => {
    const englishInRussian = seoMeta({ matches: [root('ru')], location: at('/article/7') }, articlePage('en'));
    expect(ogOf(englishInRussian, 'og:locale')).toEqual(['en_US']);
    expect(ogOf(englishInRussian, 'og:locale:alternate')).toEqual(['ru_RU']);
    expect(jsonLd(englishInRussian).find((n) => n['@type'] === 'NewsArticle')!['inLanguage']).toBe('en');

    const russian = seoMeta({ matches: [root('ru')], location: at('/article/7') }, articlePage('ru'));
    expect(ogOf(russian, 'og:locale')).toEqual(['ru_RU']);
    expect(ogOf(russian, 'og:locale:alternate')).toEqual(['en_US']);

    const lithuanian = seoMeta({ matches: [root('en')], location: at('/article/7') }, articlePage('lt'));
    expect(ogOf(lithuanian, 'og:locale')).toEqual(['lt_LT']);
    expect(ogOf(lithuanian, 'og:locale:alternate')).toEqual(['ru_RU', 'en_US']);

    // A page that is not an article is in the interface's language.
    const home = seoMeta({ matches: [root('en')], location: at('/') }, { titleKey: 'meta:titles.home' });
    expect(ogOf(home, 'og:locale')).toEqual(['en_US']);
    expect(ogOf(home, 'og:locale:alternate')).toEqual(['ru_RU']);
  });

  it('links the site feed in the page language from every page, and a page feed beside it', () => {
    const feeds = (tags: MetaDescriptor[]) => find(tags, (t) => t['type'] === 'application/rss+xml').map((t) => [t['rel'], t['title'], t['href']]);
    expect(feeds(seoMeta({ matches: [root('ru')], location: at('/about') }, { titleKey: 'meta:titles.about' }))).toEqual([
      ['alternate', 'Газета', 'https://gazeta.example/rss.xml?lang=ru'],
    ]);
    const category = seoMeta(
      { matches: [root('en')], location: at('/cat/chicago') },
      { titleKey: 'meta:titles.category', titleValues: { category: 'Chicago' }, rss: { href: '/rss/chicago.xml', title: 'Chicago' } },
    );
    expect(feeds(category)).toEqual([
      ['alternate', 'Gazeta', 'https://gazeta.example/rss.xml?lang=en'],
      ['alternate', 'Gazeta: Chicago', 'https://gazeta.example/rss/chicago.xml?lang=en'],
    ]);
  });

  it('describes the home page as a WebSite with its search, published by the paper', () => {
    const home = seoMeta({ matches: [root('en')], location: at('/') }, { titleKey: 'meta:titles.home', describesSite: true });
    const nodes = jsonLd(home);
    const site = nodes.find((n) => n['@type'] === 'WebSite')!;
    expect(site).toMatchObject({ name: 'Gazeta', url: 'https://gazeta.example/', inLanguage: 'en', publisher: { '@id': 'https://gazeta.example/#organization' } });
    expect(site['potentialAction']).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://gazeta.example/search/{search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
    const paper = nodes.find((n) => n['@type'] === 'NewsMediaOrganization')!;
    expect(paper).toMatchObject({
      '@id': 'https://gazeta.example/#organization',
      name: 'Gazeta',
      url: 'https://gazeta.example/',
      logo: { '@type': 'ImageObject', url: 'https://gazeta.example/logo-512.png', width: 512, height: 512 },
    });
    expect(paper['sameAs']).toEqual(Object.values(SITE.social));
    // Only the home page says so.
    expect(jsonLd(seoMeta({ matches: [root('en')], location: at('/about') }, { titleKey: 'meta:titles.about' }))).toEqual([]);
  });

  it('gives a page its place in the site as a BreadcrumbList from the home page', () => {
    const [list] = jsonLd(seoMeta({ matches: [root('ru')], location: at('/article/7') }, articlePage('en'))).filter((n) => n['@type'] === 'BreadcrumbList');
    expect(list!['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: 'https://gazeta.example/' },
      { '@type': 'ListItem', position: 2, name: 'Chicago', item: 'https://gazeta.example/cat/chicago' },
      { '@type': 'ListItem', position: 3, name: 'Metra', item: 'https://gazeta.example/article/7' },
    ]);
    const keyed = seoMeta({ matches: [root('en')], location: at('/feed/3') }, { titleKey: 'meta:titles.about', breadcrumbs: [{ nameKey: 'meta:titles.archive', path: '/archive' }] });
    const [crumbs] = jsonLd(keyed);
    expect((crumbs!['itemListElement'] as { name: string }[]).map((c) => c.name)).toEqual(['Home', 'Print archive']);
  });

  it('names the author as a Person only: the site has no author pages', () => {
    const article = jsonLd(seoMeta({ matches: [root('en')], location: at('/article/7') }, articlePage('en'))).find((n) => n['@type'] === 'NewsArticle')!;
    expect(article['author']).toEqual([{ '@type': 'Person', name: 'Olga Petrova' }]);
  });

  for (const locale of ['ru', 'en'] as const) {
    it(`names the site one way in ${locale}: the title, Open Graph and JSON-LD agree`, () => {
      const name = { ru: 'Газета', en: 'Gazeta' }[locale];
      const article = seoMeta({ matches: [root(locale)], location: at('/article/7') }, articlePage('en'));
      const home = seoMeta({ matches: [root(locale)], location: at('/') }, { titleKey: 'meta:titles.home', describesSite: true });
      expect(find(article, (t) => 'title' in t)[0]!['title']).toBe(`Metra — ${name}`);
      expect(ogOf(article, 'og:site_name')).toEqual([name]);
      expect(ogOf(home, 'og:site_name')).toEqual([name]);
      const publisher = jsonLd(article).find((n) => n['@type'] === 'NewsArticle')!['publisher'] as Record<string, unknown>;
      expect(publisher['name']).toBe(name);
      for (const node of jsonLd(home)) expect(node['name']).toBe(name);
    });
  }
});
