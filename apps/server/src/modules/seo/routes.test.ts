import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { expectError } from '../../test/http.ts';

let t: TestApp;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The <item> elements of an RSS document. */
const itemsOf = (xml: string) => xml.match(/<item>[\s\S]*?<\/item>/g) ?? [];
const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}[^>]*>([\\s\\S]*?)</${name}>`))?.[1];

function expectWellFormedRss(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toMatch(/<rss version="2.0"[^>]*>/);
  expect(xml.match(/<channel>/g)).toHaveLength(1);
  expect(xml.trim().endsWith('</rss>')).toBe(true);
  // Every opened item is closed, and no raw ampersand or angle bracket hides in the text.
  expect((xml.match(/<item>/g) ?? []).length).toBe((xml.match(/<\/item>/g) ?? []).length);
  expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#\d+);)/);
  for (const item of itemsOf(xml)) {
    expect(tag(item, 'title')!.length).toBeGreaterThan(0);
    expect(tag(item, 'link')).toMatch(/^https?:\/\/[^/]+\/article\/\d+$/);
    expect(tag(item, 'guid')).toBe(tag(item, 'link'));
    expect(Number.isNaN(Date.parse(tag(item, 'pubDate')!))).toBe(false);
    expect(tag(item, 'description')!.length).toBeGreaterThan(0);
  }
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /robots.txt', () => {
  it('allows the site, keeps robots out of the API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every article with language alternates', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const ids = (await t.database.query<{ id: number }>('SELECT id FROM articles')).map((r) => Number(r.id));
    expect(ids.length).toBeGreaterThanOrEqual(60);
    const listed = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/article\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
    expect(listed.sort((a, b) => a - b)).toEqual(ids.sort((a, b) => a - b));

    const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    const article = urls.find((u) => u.includes(`/article/${ids[0]}</loc>`))!;
    expect(article).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/article/${ids[0]}?lang=en"/>`);
    expect(article).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="http://localhost:3000/article/${ids[0]}?lang=ru"/>`);
    expect(article).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/article/${ids[0]}"/>`);
    expect(article).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    // Every URL has both alternates.
    for (const url of urls) expect(url.match(/hreflang=/g)).toHaveLength(3);
  });

  it('lists the home page and every category', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/archive</loc>');
    const slugs = (await t.database.query<{ slug: string }>('SELECT slug FROM categories')).map((r) => r.slug);
    for (const slug of slugs) expect(xml).toContain(`<loc>http://localhost:3000/cat/${slug}</loc>`);
  });
});

describe('GET /rss.xml', () => {
  it('is RSS 2.0 of the newest articles', async () => {
    const res = await get('/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expectWellFormedRss(res.body);
    const items = itemsOf(res.body);
    const total = Number((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM articles'))[0]!.n);
    expect(items).toHaveLength(Math.min(30, total));
    const newest = await t.database.query<{ id: number }>('SELECT id FROM articles ORDER BY published_at DESC, id DESC LIMIT 1');
    expect(tag(items[0]!, 'link')).toBe(`http://localhost:3000/article/${newest[0]!.id}`);
    const dates = items.map((item) => Date.parse(tag(item, 'pubDate')!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('follows the reader\'s language', async () => {
    expect(tag((await get('/rss.xml?lang=en')).body, 'language')).toBe('en');
    expect(tag((await get('/rss.xml', { 'accept-language': 'en' })).body, 'language')).toBe('en');
    expect(tag((await get('/rss.xml')).body, 'language')).toBe('ru');
  });

  it('escapes titles', async () => {
    const [category] = await t.database.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    await t.app.services.articles.create({
      categoryId: Number(category!.id),
      lang: 'en',
      title: 'Fish & Chips <live> at "Joe\'s"',
      lead: 'Lead with <tags> & ampersands.',
      bodyHtml: '<p>Body.</p>',
      author: 'A & B',
      tagIds: [],
      publishedAt: new Date(t.seedNow.getTime() + 60_000),
    });
    const xml = (await get('/rss.xml')).body;
    expectWellFormedRss(xml);
    const first = itemsOf(xml)[0]!;
    expect(tag(first, 'title')).toBe('Fish &amp; Chips &lt;live&gt; at &quot;Joe&apos;s&quot;');
    expect(tag(first, 'description')).toBe('Lead with &lt;tags&gt; &amp; ampersands.');
  });
});

describe('GET /rss/{slug}.xml', () => {
  it('is RSS of one category', async () => {
    const [busiest] = await t.database.query<{ slug: string; id: number; n: number }>(
      `SELECT c.slug, c.id, count(*)::int AS n FROM articles a JOIN categories c ON c.id = a.category_id
       GROUP BY c.slug, c.id ORDER BY count(*) DESC, c.slug LIMIT 1`,
    );
    const res = await get(`/rss/${busiest!.slug}.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expectWellFormedRss(res.body);
    expect(res.body).toContain(`<atom:link href="http://localhost:3000/rss/${busiest!.slug}.xml" rel="self"`);
    const items = itemsOf(res.body);
    expect(items).toHaveLength(Math.min(30, Number(busiest!.n)));
    const inCategory = new Set(
      (await t.database.query<{ id: number }>('SELECT id FROM articles WHERE category_id = $1', [busiest!.id])).map((r) => Number(r.id)),
    );
    for (const item of items) expect(inCategory.has(Number(tag(item, 'link')!.split('/').pop()))).toBe(true);
  });

  it('answers 404 for an unknown or malformed category', async () => {
    expectError(await get('/rss/unknown.xml'), 404, 'error-not-found');
    expectError(await get('/rss/Bad_Slug.xml'), 404, 'error-not-found');
  });
});
