import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAGS } from '../lib/cache.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { newMember } from '../test/feed.ts';
import { builtWeb, WEB_BUILD_TIMEOUT_MS } from '../test/web.ts';

/**
 * Page hosting below the browser: the real web build rendered in the main thread
 * (RENDER_THREADS=0), the page cache and its tags, validators and the CSP.
 */
let t: TestApp;
let article: { id: number; categoryId: number; slug: string };

beforeAll(async () => {
  t = await createTestApp({ web: builtWeb(), env: { RENDER_THREADS: '0' } });
  const rows = await t.database.query<{ id: number; category_id: number; slug: string }>(
    `SELECT a.id, a.category_id, c.slug FROM articles a JOIN categories c ON c.id = a.category_id ORDER BY a.id LIMIT 1`,
  );
  const [row] = rows;
  article = { id: Number(row!.id), categoryId: Number(row!.category_id), slug: row!.slug };
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });
/** A page as a reader of that language asks for it. */
const pageIn = (url: string, locale: 'en' | 'ru' = 'en') => t.app.inject({ method: 'GET', url, headers: { cookie: `locale=${locale}`, 'accept-language': locale } });
const cacheState = (res: LightMyRequestResponse) => res.headers['x-page-cache'];
const tagsOf = (res: LightMyRequestResponse) => String(res.headers['x-cache-tags'] ?? '').split(' ');

describe('pages rendered in the main thread (RENDER_THREADS=0)', () => {
  it('renders an article with its title, in the reader’s language', async () => {
    const [row] = await t.database.query<{ title: string }>(`SELECT title FROM articles WHERE id = $1`, [article.id]);
    const ru = await page(`/article/${article.id}`);
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ru.body).toContain('<html lang="ru"');
    expect(ru.body).toContain(row!.title);
    const en = await page(`/article/${article.id}`, { cookie: 'locale=en' });
    expect(en.body).toContain('<html lang="en"');
  });

  it('answers an unknown page 404 with the not-found page', async () => {
    const res = await page('/no-such-page-here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="ru"');
    expect(cacheState(res)).toBe('bypass');
  });
});

describe('the message files (decision 031)', () => {
  const hrefsOf = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" data-messages=""/g)].map((m) => m[1]!);

  it('are named by the page, not carried in it, and served for good in the page’s language', async () => {
    const ru = await page('/about');
    const [shared, ...namespaces] = hrefsOf(ru.body);
    expect(shared).toMatch(/^\/i18n\/ru\.[A-Za-z0-9_-]{12}\.json$/);
    // The static pages' own texts come as a file of their own.
    expect(namespaces).toEqual([expect.stringMatching(/^\/i18n\/ru\.pages\.[A-Za-z0-9_-]{12}\.json$/)]);
    // The texts travel in the files, not in every page.
    expect(ru.body).not.toContain('skipToContent');
    const file = await page(shared!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const messages = file.json<Record<string, Record<string, unknown>>>();
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['common', 'layout', 'errors', 'meta']));
    // Server-only and on-demand texts stay out.
    expect(Object.keys(messages)).not.toContain('emails');
    expect(Object.keys(messages)).not.toContain('pages');
    const pages = await page(namespaces[0]!);
    expect(pages.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pages.json<Record<string, unknown>>()).toHaveProperty('about');
    const en = hrefsOf((await page('/about', { cookie: 'locale=en' })).body)[0];
    expect(en).toMatch(/^\/i18n\/en\./);
    expect((await page(en!)).json<{ layout: { skipToContent: string } }>().layout.skipToContent).toBe('Skip to content');
  });

  it('answer an old name with today’s texts, not kept; an unknown language, namespace or name is 404', async () => {
    for (const url of ['/i18n/en.AAAAAAAAAAAA.json', '/i18n/ru.events.AAAAAAAAAAAA.json']) {
      const stale = await page(url);
      expect(stale.statusCode, url).toBe(200);
      expect(stale.headers['cache-control']).toBe('no-cache');
    }
    expect((await page('/i18n/ru.events.AAAAAAAAAAAA.json')).json<Record<string, unknown>>()).toHaveProperty('when');
    for (const url of ['/i18n/lt.AAAAAAAAAAAA.json', '/i18n/en.json', '/i18n/en.emails.AAAA.json', '/i18n/en.constructor.AAAA.json', '/i18n/..%2Fpackage.json', '/i18n/en.AAAA.json.map']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('the page cache', () => {
  it('keeps an anonymous reader’s page: a miss, then hits with the same body and ETag', async () => {
    t.app.pageCache.clear();
    const first = await page('/about');
    const second = await page('/about');
    expect([cacheState(first), cacheState(second)]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers['vary']).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  it('answers 304 to a matching ETag, and the page to a stale one', async () => {
    const { headers } = await page('/about');
    const etag = String(headers['etag']);
    const revalidated = await page('/about', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await page('/about', { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body.length).toBeGreaterThan(1000);
  });

  it('keeps each language apart', async () => {
    t.app.pageCache.clear();
    const ru = await page('/about');
    const en = await page('/about', { cookie: 'locale=en' });
    expect([cacheState(ru), cacheState(en)]).toEqual(['miss', 'miss']);
    expect(en.body).not.toBe(ru.body);
    expect(cacheState(await page('/about', { cookie: 'locale=en' }))).toBe('hit');
    expect((await page('/about', { cookie: 'locale=en' })).body).toContain('<html lang="en"');
  });

  it('never keeps a signed-in reader’s page, nor shares one with them', async () => {
    t.app.pageCache.clear();
    await page('/about');
    const member = await newMember(t, { firstName: 'Зоя' });
    const signedIn = await page('/about', { cookie: member.cookie });
    expect(cacheState(signedIn)).toBe('bypass');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.body).toContain('Зоя');
    expect(cacheState(await page('/about', { cookie: member.cookie }))).toBe('bypass');
    expect(cacheState(await page('/about'))).toBe('hit');
  });

  it('never keeps a page opened by a ?token= link', async () => {
    t.app.pageCache.clear();
    const url = '/reset-password?token=not-a-real-token';
    expect(cacheState(await page(url))).toBe('bypass');
    expect(cacheState(await page(url))).toBe('bypass');
    expect(t.app.pageCache.size).toBe(0);
  });

  it('names what a page shows in its tags, and a write drops exactly the pages that show it', async () => {
    t.app.pageCache.clear();
    const articlePage = await page(`/article/${article.id}`);
    expect(tagsOf(articlePage)).toEqual(expect.arrayContaining([TAGS.article(article.id), TAGS.category(article.slug), TAGS.taxonomy, TAGS.ads]));
    const feed = await page('/feed');
    expect(tagsOf(feed)).toContain(TAGS.feed);
    expect(tagsOf(feed)).not.toContain(TAGS.category(article.slug));
    await page('/about');
    expect(t.app.pageCache.size).toBe(3);

    // A new article in the same category: its similar articles (and the lists) change.
    await t.app.services.articles.create({
      categoryId: article.categoryId,
      lang: 'ru',
      title: 'Новая статья в той же рубрике',
      lead: 'Вводка',
      bodyHtml: '<p>Текст</p>',
      author: 'Редакция',
      tagIds: [],
      publishedAt: new Date(),
    });

    expect(cacheState(await page(`/article/${article.id}`))).toBe('miss');
    expect(cacheState(await page('/feed'))).toBe('hit');
    expect(cacheState(await page('/about'))).toBe('hit');
  });
});

describe('renders shared by readers asking for the same page at once (decision 026)', () => {
  it('renders a page once for anonymous readers who ask while it renders, and sends each of them the same page', async () => {
    t.app.pageCache.clear();
    const answers = await Promise.all(Array.from({ length: 5 }, () => page('/private-ads')));
    const states = answers.map(cacheState);
    expect(states.filter((state) => state === 'miss')).toHaveLength(1);
    expect(states.filter((state) => state === 'shared').length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'miss' || state === 'shared' || state === 'hit')).toBe(true);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers['etag']).toBe(answers[0]!.headers['etag']);
      expect(answer.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
      expect(tagsOf(answer)).toContain(TAGS.classifieds);
    }
  });

  it('shares a render per language and encoding, and never with a signed-in reader', async () => {
    t.app.pageCache.clear();
    const member = await newMember(t, { firstName: 'Вера' });
    const [ru, en, gzip, signedIn] = await Promise.all([
      page('/private-ads'),
      page('/private-ads', { cookie: 'locale=en' }),
      page('/private-ads', { 'accept-encoding': 'gzip' }),
      page('/private-ads', { cookie: member.cookie }),
    ]);
    expect([cacheState(ru), cacheState(en), cacheState(gzip), cacheState(signedIn)]).toEqual(['miss', 'miss', 'miss', 'bypass']);
    expect(en.body).toContain('<html lang="en"');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(signedIn.body).toContain('Вера');
    expect(ru.body).not.toContain('Вера');
  });

  it('answers 304 to each reader of a shared render who has the page already', async () => {
    t.app.pageCache.clear();
    const etag = String((await page('/private-ads')).headers['etag']);
    t.app.pageCache.clear();
    const answers = await Promise.all(Array.from({ length: 4 }, () => page('/private-ads', { 'if-none-match': etag })));
    expect(answers.map(cacheState).filter((state) => state === 'shared').length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers['etag']).toBe(etag);
    }
  });

  it('sends each reader of a shared render the cookies of their own request, and renders a HEAD on its own', async () => {
    t.app.pageCache.clear();
    const [first, second, head] = await Promise.all([
      page('/private-ads?lang=en'),
      page('/private-ads?lang=en'),
      t.app.inject({ method: 'HEAD', url: '/private-ads?lang=en', headers: { 'accept-encoding': 'identity' } }),
    ]);
    expect([cacheState(first), cacheState(second)].sort()).toEqual(['miss', 'shared']);
    expect(second.body).toBe(first.body);
    for (const answer of [first, second, head]) expect(String(answer.headers['set-cookie'])).toContain('locale=en');
    expect(cacheState(head)).toBe('bypass');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('the Content-Security-Policy of a page', () => {
  it('allows exactly the page’s own inline scripts by their hashes, with no nonce, from the cache too', async () => {
    t.app.pageCache.clear();
    for (const res of [await page('/about'), await page('/about')]) {
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
      expect(scriptSrc).not.toContain('nonce-');
      const inline = [...res.body.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter(Boolean);
      expect(inline.length).toBeGreaterThan(0);
      const hashes = new Set(inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`));
      expect(new Set(scriptSrc.split(' ').slice(1))).toEqual(new Set(["'self'", ...hashes]));
    }
  });
});


describe('a page whose API call is refused (issue #12)', () => {
  it("/search/%00 is the search page's error page with the reason translated, not a 500", async () => {
    const en = await pageIn('/search/%00');
    expect(en.statusCode).toBe(422);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(en.body).toContain('This page cannot be shown');
    expect(en.body).toContain('Remove the invisible control characters from this text.');
    const ru = await pageIn('/search/a%00b', 'ru');
    expect(ru.statusCode).toBe(422);
    expect(ru.body).toContain('Эту страницу нельзя показать');
    expect(ru.body).toContain('Уберите из текста невидимые управляющие символы.');
  });

  it('an API 404 is the not-found page', async () => {
    const res = await pageIn('/article/999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found');
  });

  it('no page answers a NUL in its path or query with a 500', async () => {
    const urls = [
      '/%00',
      '/?page=%00',
      '/verify-email?token=%00',
      '/cat/%00',
      '/cat/chicago?page=%00',
      '/article/%00',
      '/archive?page=%00',
      '/map?zip=%00&q=%00',
      '/search?q=%00',
      '/search/%00?page=%00',
      '/feed?category=%00&view=%00',
      '/feed/%00',
      '/feed/1?page=%00',
      '/feed/moderation?kind=%00',
      '/profile/notifications?page=%00',
      '/login?method=%00&error=%00',
      '/reset-password?token=%00',
      '/newsletter/confirm?token=%00',
      '/newsletter/unsubscribe?token=%00',
    ];
    const answers = await Promise.all(urls.map(async (url) => `${url} → ${(await pageIn(url)).statusCode}`));
    expect(answers.filter((answer) => /→ 5\d\d$/.test(answer))).toEqual([]);
  });
});

describe('page headers', () => {
  it('carry the Permissions-Policy that denies what no page uses (the map included)', async () => {
    const res = await pageIn('/map');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
  });
});
