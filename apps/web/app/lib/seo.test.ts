import { describe, expect, it } from 'vitest';
import type { MetaDescriptor } from 'react-router';
import { resources } from '@gazeta/i18n';
import { localizedUrl, seoMeta } from './seo.ts';

const root = (locale: 'en' | 'ru') => ({ id: 'root', loaderData: { locale, messages: JSON.stringify(resources[locale]), origin: 'https://gazeta.example' } });
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
    const alternates = find(tags, (t) => t['rel'] === 'alternate').map((t) => [t['hrefLang'], t['href']]);
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
