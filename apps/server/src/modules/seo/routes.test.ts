import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFIED_SECTIONS } from '@gazeta/contract';
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

  it('lists the feed and every approved feed post with its last change, and no other post', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
    const posts = await t.database.query<{ id: number; status: string; deleted: boolean; updated_at: Date }>(
      'SELECT id, status, deleted_at IS NOT NULL AS deleted, updated_at FROM feed_posts',
    );
    const published = posts.filter((p) => p.status === 'approved' && !p.deleted);
    expect(published.length).toBeGreaterThan(0);
    expect(posts.length).toBeGreaterThan(published.length);
    const listed = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/feed\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
    expect(listed.sort((a, b) => a - b)).toEqual(published.map((p) => Number(p.id)).sort((a, b) => a - b));
    for (const post of published) {
      const url = urls.find((u) => u.includes(`<loc>http://localhost:3000/feed/${post.id}</loc>`))!;
      expect(url).toContain(`<lastmod>${new Date(post.updated_at).toISOString()}</lastmod>`);
    }
    const newest = Math.max(...published.map((p) => new Date(p.updated_at).getTime()));
    const feed = urls.find((u) => u.includes('<loc>http://localhost:3000/feed</loc>'));
    expect(feed).toContain(`<lastmod>${new Date(newest).toISOString()}</lastmod>`);
  });

  it('lists the private ads, their sections and every running ad, and no other ad', async () => {
    await t.database.query(`UPDATE classifieds SET status = 'expired' WHERE id = (SELECT min(id) FROM classifieds)`);
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('<loc>http://localhost:3000/private-ads</loc>');
    for (const section of CLASSIFIED_SECTIONS) expect(xml).toContain(`<loc>http://localhost:3000/private-ads/cat/${section}</loc>`);
    const running = await t.database.query<{ id: number }>(`SELECT id FROM classifieds WHERE status = 'running' AND deleted_at IS NULL`);
    expect(running.length).toBeGreaterThan(100);
    const listed = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/private-ads\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
    expect(listed.sort((a, b) => a - b)).toEqual(running.map((r) => Number(r.id)).sort((a, b) => a - b));
  });

  it('lists the business directory, its categories and every listed business, and no other', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain('<loc>http://localhost:3000/ethnic-ads</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/ethnic-ads?category=restaurants</loc>');
    expect(xml).toContain('href="http://localhost:3000/ethnic-ads?category=restaurants&amp;lang=en"');
    const listed = await t.database.query<{ id: number }>(`SELECT id FROM businesses WHERE status = 'approved' AND active AND deleted_at IS NULL`);
    const waiting = await t.database.query<{ id: number }>(`SELECT id FROM businesses WHERE status = 'awaiting_review'`);
    expect(listed.length).toBeGreaterThan(0);
    for (const { id } of listed) expect(xml).toContain(`<loc>http://localhost:3000/ethnic-ads/${id}</loc>`);
    for (const { id } of waiting) expect(xml).not.toContain(`<loc>http://localhost:3000/ethnic-ads/${id}</loc>`);
  });

  it('sends an ETag and Last-Modified, and 304 to a reader whose copy is current', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const lastModified = String(first.headers['last-modified']);
    const lastmods = [...first.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => Date.parse(m[1]!));
    expect(Date.parse(lastModified)).toBe(Math.floor(Math.max(...lastmods) / 1000) * 1000);

    const byTag = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect(byTag.headers['etag']).toBe(etag);
    expect((await get('/sitemap.xml', { 'if-modified-since': lastModified })).statusCode).toBe(304);

    expect((await get('/sitemap.xml', { 'if-none-match': 'W/"stale"' })).statusCode).toBe(200);
    const before = new Date(Date.parse(lastModified) - 1000).toUTCString();
    const stale = await get('/sitemap.xml', { 'if-modified-since': before });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
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

  it('gives each item the language of its article', async () => {
    const items = itemsOf((await get('/rss.xml?lang=en')).body);
    const langs = new Map(
      (await t.database.query<{ id: number; lang: string }>('SELECT id, lang FROM articles')).map((r) => [Number(r.id), r.lang]),
    );
    for (const item of items) {
      const id = Number(tag(item, 'link')!.split('/').pop());
      expect(tag(item, 'dc:language'), `article ${id}`).toBe(langs.get(id));
    }
    // The demo content mixes languages, and the channel's language stays the reader's.
    expect(new Set(items.map((item) => tag(item, 'dc:language'))).size).toBeGreaterThan(1);
  });

  it('sends an ETag and Last-Modified, and 304 to a feed reader whose copy is current', async () => {
    const first = await get('/rss.xml?lang=en');
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['vary']).toMatch(/Accept-Language/);
    const newest = Math.max(
      ...(await t.database.query<{ at: Date }>('SELECT greatest(published_at, updated_at) AS at FROM articles ORDER BY published_at DESC, id DESC LIMIT 30')).map((r) =>
        new Date(r.at).getTime(),
      ),
    );
    const lastModified = String(first.headers['last-modified']);
    expect(Date.parse(lastModified)).toBe(Math.floor(newest / 1000) * 1000);

    const byTag = await get('/rss.xml?lang=en', { 'if-none-match': etag });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.body).toBe('');
    expect((await get('/rss.xml?lang=en', { 'if-modified-since': lastModified })).statusCode).toBe(304);
    // Another language is another document.
    expect((await get('/rss.xml?lang=ru', { 'if-none-match': etag })).statusCode).toBe(200);
    expect((await get('/rss.xml?lang=en', { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).statusCode).toBe(200);
  });

  it('changes its ETag and Last-Modified when an article is published', async () => {
    const before = await get('/rss.xml?lang=en');
    const [category] = await t.database.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    // The demo content is older than the clock it was seeded at.
    const publishedAt = t.seedNow;
    expect(Date.parse(String(before.headers['last-modified']))).toBeLessThan(publishedAt.getTime());
    await t.app.services.articles.create({
      categoryId: Number(category!.id),
      lang: 'lt',
      title: 'Naujienos',
      lead: 'Trumpai.',
      bodyHtml: '<p>Tekstas.</p>',
      author: 'Redakcija',
      tagIds: [],
      publishedAt,
    });
    const after = await get('/rss.xml?lang=en', { 'if-none-match': String(before.headers['etag']), 'if-modified-since': String(before.headers['last-modified']) });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(Date.parse(String(after.headers['last-modified']))).toBe(publishedAt.getTime());
    const item = itemsOf(after.body).find((i) => tag(i, 'title') === 'Naujienos');
    expect(tag(item!, 'dc:language')).toBe('lt');
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

    const etag = String(res.headers['etag']);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers['last-modified']).toBeDefined();
    expect((await get(`/rss/${busiest!.slug}.xml`, { 'if-none-match': etag })).statusCode).toBe(304);
    expect(etag).not.toBe((await get('/rss.xml')).headers['etag']);
  });

  it('answers 404 for an unknown or malformed category', async () => {
    expectError(await get('/rss/unknown.xml'), 404, 'error-not-found');
    expectError(await get('/rss/Bad_Slug.xml'), 404, 'error-not-found');
  });
});
