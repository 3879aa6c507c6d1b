import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Article, ArticleStats, ArticleSummary, Page } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { withDistinctPictures } from './service.ts';
import { body, expectError, expectFieldError, readerCookie } from '../../test/http.ts';

let t: TestApp;
/** The app's clock; the view tests move it. */
let clock = new Date(inject('seedNow'));

const HOUR = 3600_000;

const get = (url: string, headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, cookies });

/** Every reader here has an address of its own unless a test says which, as readers without a browser id are counted by address. */
let addresses = 0;
const post = (url: string, options: { rid?: string; headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: options.headers ?? {},
    remoteAddress: options.remoteAddress ?? `198.51.100.${(addresses += 1) % 250}`,
    ...(options.rid ? { cookies: { rid: options.rid } } : {}),
  });

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  const rows = await t.database.query<T>(sql, params);
  expect(rows.length, sql).toBeGreaterThan(0);
  return rows[0]!;
}

const articleCount = async () => Number((await one<{ n: number }>('SELECT count(*)::int AS n FROM articles')).n);

/** A seeded article that has tags. */
let taggedId: number;
/** An id no article has. */
let missingId: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  taggedId = Number((await one<{ id: number }>('SELECT min(article_id) AS id FROM article_tags')).id);
  missingId = Number((await one<{ id: number }>('SELECT max(id) + 1000 AS id FROM articles')).id);
});
afterAll(() => t?.close());

describe('Read also', () => {
  it('never shows one picture twice, nor the article\'s own, and still shows four nearly always', async () => {
    const { data } = body<Page<ArticleSummary>>(await get('/api/articles?per_page=100'));
    let full = 0;
    for (const summary of data) {
      const article = body<Article>(await get(`/api/articles/${summary.id}`));
      const pictures = article.similar.map((s) => s.image?.src).filter((src): src is string => src !== undefined);
      expect(new Set(pictures).size, `article ${article.id}`).toBe(pictures.length);
      expect(pictures, `article ${article.id}`).not.toContain(article.image?.src);
      expect(article.similar.length, `article ${article.id}`).toBeGreaterThanOrEqual(2);
      if (article.similar.length === 4) full++;
    }
    // A few stories of a small section with few pictures show fewer rather than a repeat.
    expect(full, 'articles with four similar ones').toBeGreaterThanOrEqual(Math.ceil(data.length * 0.9));
  });

  it('chooses the most similar articles whose pictures differ', () => {
    const a = (id: number, key: string | null) => ({ id, image: key === null ? null : { storageKey: key } });
    const candidates = [a(1, 'own'), a(2, 'x'), a(3, 'x'), a(4, null), a(5, null), a(6, 'y'), a(7, 'z')];
    expect(withDistinctPictures(candidates, 'own', 4).map((c) => c.id)).toEqual([2, 4, 5, 6]);
    expect(withDistinctPictures(candidates, null, 10).map((c) => c.id)).toEqual([1, 2, 4, 5, 6, 7]);
  });
});

describe('GET /api/articles', () => {
  it('pages the catalogue newest first, 12 by default', async () => {
    const res = await get('/api/articles');
    expect(res.statusCode).toBe(200);
    const page = body<Page<ArticleSummary>>(res);
    const total = await articleCount();
    expect(total).toBeGreaterThanOrEqual(60);
    expect(page).toMatchObject({ current_page: 1, per_page: 12, total, last_page: Math.ceil(total / 12) });
    expect(page.data).toHaveLength(12);
    const times = page.data.map((a) => Date.parse(a.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = await one<{ id: number }>('SELECT id FROM articles ORDER BY published_at DESC, id DESC LIMIT 1');
    expect(page.data[0]!.id).toBe(Number(newest.id));
  });

  it('describes each article in the list', async () => {
    const { data } = body<Page<ArticleSummary>>(await get('/api/articles?per_page=100'));
    for (const a of data) {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.lead.length).toBeGreaterThan(0);
      expect(['ru', 'en', 'lt']).toContain(a.lang);
      expect(a.read_time).toBeGreaterThanOrEqual(1);
      expect(a.views).toBeGreaterThanOrEqual(0);
      expect(a.likes).toBeGreaterThanOrEqual(0);
      expect(new Date(a.published_at).toISOString()).toBe(a.published_at);
      expect(a.category.slug).toMatch(/^[a-z0-9-]+$/);
      expect(a.image?.src).toMatch(/^\/media\/.+\.webp$/);
    }
    // Seeded content comes in all three languages.
    expect(new Set(data.map((a) => a.lang))).toEqual(new Set(['ru', 'en', 'lt']));
  });

  it('puts the articles of one language first, then the others, each newest first (lang_first)', async () => {
    const all = body<Page<ArticleSummary>>(await get('/api/articles?per_page=100')).data;
    const order = (list: ArticleSummary[]) => list.map((a) => a.id);
    const byLanguage = (lang: string) => [...all.filter((a) => a.lang === lang), ...all.filter((a) => a.lang !== lang)];
    for (const lang of ['en', 'ru', 'lt'] as const) {
      const first = body<Page<ArticleSummary>>(await get(`/api/articles?per_page=100&lang_first=${lang}`));
      expect(first.total).toBe(all.length);
      expect(order(first.data), lang).toEqual(order(byLanguage(lang)));
    }
    // Pages join up into the same order, and a category keeps to itself.
    const pages: ArticleSummary[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) {
      pages.push(...body<Page<ArticleSummary>>(await get(`/api/articles?per_page=7&page=${page}&lang_first=en`)).data);
    }
    expect(order(pages)).toEqual(order(byLanguage('en')));
    const slug = all.find((a) => a.lang === 'en')!.category.slug;
    const inCategory = body<Page<ArticleSummary>>(await get(`/api/articles?per_page=100&category=${slug}&lang_first=en`)).data;
    const expected = byLanguage('en').filter((a) => a.category.slug === slug);
    expect(order(inCategory)).toEqual(order(expected));
    expect(inCategory[0]!.lang).toBe('en');
  });

  it('refuses an unknown language for lang_first (422)', async () => {
    expectFieldError(await get('/api/articles?lang_first=de'), 'lang_first');
  });

  it('pages without overlap', async () => {
    const first = body<Page<ArticleSummary>>(await get('/api/articles?page=1&per_page=5'));
    const second = body<Page<ArticleSummary>>(await get('/api/articles?page=2&per_page=5'));
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(second.current_page).toBe(2);
    expect(first.last_page).toBe(Math.ceil(first.total / 5));
    const ids = first.data.map((a) => a.id);
    for (const a of second.data) expect(ids).not.toContain(a.id);
    const all = body<Page<ArticleSummary>>(await get('/api/articles?per_page=10')).data.map((a) => a.id);
    expect([...ids, ...second.data.map((a) => a.id)]).toEqual(all);
  });

  it('accepts per_page from 1 to 100', async () => {
    expect(body<Page<ArticleSummary>>(await get('/api/articles?per_page=1')).data).toHaveLength(1);
    const hundred = body<Page<ArticleSummary>>(await get('/api/articles?per_page=100'));
    expect(hundred.data).toHaveLength(Math.min(100, hundred.total));
    expect(hundred.last_page).toBe(Math.ceil(hundred.total / 100));
  });

  it('rejects per_page and page out of bounds (422)', async () => {
    for (const perPage of ['0', '101', '-5', 'ten', '2.5']) {
      expectFieldError(await get(`/api/articles?per_page=${perPage}`), 'per_page');
    }
    for (const page of ['0', 'abc', '-1', '100001']) {
      expectFieldError(await get(`/api/articles?page=${page}`), 'page');
    }
  });

  it('filters by category slug', async () => {
    const busiest = await one<{ slug: string; n: number }>(
      `SELECT c.slug, count(*)::int AS n FROM articles a JOIN categories c ON c.id = a.category_id
       GROUP BY c.slug ORDER BY count(*) DESC, c.slug LIMIT 1`,
    );
    const page = body<Page<ArticleSummary>>(await get(`/api/articles?category=${busiest.slug}&per_page=100`));
    expect(page.total).toBe(Number(busiest.n));
    expect(page.total).toBeLessThan(await articleCount());
    expect(page.data).toHaveLength(Number(busiest.n));
    for (const a of page.data) expect(a.category.slug).toBe(busiest.slug);
  });

  it('answers an empty page for a category without articles', async () => {
    await t.database.query(`INSERT INTO categories (slug, name_en, name_ru, position) VALUES ('empty-section', 'Empty', 'Пусто', 99)`);
    // Written behind the app's back, as the publishing tools do: they announce the change.
    t.app.services.cacheTags.invalidate(['taxonomy']);
    const page = body<Page<ArticleSummary>>(await get('/api/articles?category=empty-section'));
    expect(page).toMatchObject({ data: [], total: 0, last_page: 1, current_page: 1 });
  });

  it('answers 404 for an unknown category', async () => {
    expectError(await get('/api/articles?category=no-such-section'), 404, 'error-not-found');
  });

  it('rejects a malformed category slug (422 errors.category)', async () => {
    for (const slug of ['Bad_Slug!', 'UPPER', '%20', 'a'.repeat(65), "x'or'1"]) {
      expectFieldError(await get(`/api/articles?category=${encodeURIComponent(slug)}`), 'category');
    }
  });

  it('localizes the category name', async () => {
    const en = body<Page<ArticleSummary>>(await get('/api/articles?per_page=3', { 'accept-language': 'en' })).data;
    const ru = body<Page<ArticleSummary>>(await get('/api/articles?per_page=3', { 'accept-language': 'ru' })).data;
    const viaQuery = body<Page<ArticleSummary>>(await get('/api/articles?per_page=3&lang=en', { 'accept-language': 'ru' })).data;
    for (let i = 0; i < en.length; i++) {
      const names = await one<{ name_en: string; name_ru: string }>('SELECT name_en, name_ru FROM categories WHERE id = $1', [
        en[i]!.category.category_id,
      ]);
      expect(en[i]!.category.name).toBe(names.name_en);
      expect(ru[i]!.category.name).toBe(names.name_ru);
      expect(viaQuery[i]!.category.name).toBe(names.name_en);
    }
  });
});

describe('GET /api/articles/:id', () => {
  it('answers the article with its body, author, tags and similar articles', async () => {
    const res = await get(`/api/articles/${taggedId}`);
    expect(res.statusCode).toBe(200);
    const article = body<Article>(res);
    const row = await one<{ title: string; author: string; views: number; likes: number }>(
      'SELECT title, author, views, likes FROM articles WHERE id = $1',
      [taggedId],
    );
    expect(article.id).toBe(taggedId);
    expect(article.title).toBe(row.title);
    expect(article.author).toBe(row.author);
    expect(article.views).toBe(Number(row.views));
    expect(article.body_html).toMatch(/<p>/);
    expect(new Date(article.updated_at).toISOString()).toBe(article.updated_at);

    const tagRows = await t.database.query<{ tag_id: number }>('SELECT tag_id FROM article_tags WHERE article_id = $1', [taggedId]);
    expect(article.tags.map((tag) => tag.tag_id).sort((a, b) => a - b)).toEqual(tagRows.map((r) => Number(r.tag_id)).sort((a, b) => a - b));
    for (const tag of article.tags) {
      expect(tag.tag_name.length).toBeGreaterThan(0);
      expect(tag.name_en.length).toBeGreaterThan(0);
      expect(tag.name_ru.length).toBeGreaterThan(0);
    }
  });

  it('lists at most 4 similar articles, never itself, each sharing a tag or the category', async () => {
    const { data } = body<Page<ArticleSummary>>(await get('/api/articles?per_page=20'));
    for (const { id } of data) {
      const article = body<Article>(await get(`/api/articles/${id}`));
      expect(article.similar.length).toBeGreaterThan(0);
      expect(article.similar.length).toBeLessThanOrEqual(4);
      const ids = article.similar.map((s) => s.id);
      expect(ids).not.toContain(id);
      expect(new Set(ids).size).toBe(ids.length);
      const tagIds = new Set(article.tags.map((tag) => tag.tag_id));
      for (const s of article.similar) {
        const shared = await t.database.query<{ tag_id: number }>('SELECT tag_id FROM article_tags WHERE article_id = $1', [s.id]);
        const sharesTag = shared.some((r) => tagIds.has(Number(r.tag_id)));
        expect(sharesTag || s.category.category_id === article.category.category_id, `similar ${s.id} of ${id}`).toBe(true);
      }
    }
  });

  it('sanitizes the body of a new article', async () => {
    const [category] = await t.database.query<{ id: number }>('SELECT id FROM categories ORDER BY id LIMIT 1');
    const tagIds = (await t.database.query<{ id: number }>('SELECT id FROM tags ORDER BY id LIMIT 2')).map((r) => Number(r.id));
    const id = await t.app.services.articles.create({
      categoryId: Number(category!.id),
      lang: 'en',
      title: 'Sanitizer test',
      lead: 'Checks that unsafe markup never reaches readers.',
      bodyHtml: '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>',
      author: 'Test Author',
      tagIds,
      publishedAt: clock,
    });
    const res = await get(`/api/articles/${id}`);
    expect(res.statusCode).toBe(200);
    const article = body<Article>(res);
    expect(article.body_html).toContain('<p>ok</p>');
    expect(article.body_html).not.toMatch(/<script/i);
    expect(article.body_html).not.toMatch(/onerror/i);
    expect(article.body_html).not.toMatch(/javascript:/i);
    expect(article.body_html).not.toContain('alert');
    expect(article.tags.map((tag) => tag.tag_id).sort((a, b) => a - b)).toEqual(tagIds.sort((a, b) => a - b));
    expect(article.similar.map((s) => s.id)).not.toContain(id);
    // It is the newest article now.
    expect(body<Page<ArticleSummary>>(await get('/api/articles?per_page=1')).data[0]!.id).toBe(id);
  });

  it('sanitizes a stored body again on the way out', async () => {
    await t.database.query(
      `UPDATE articles SET body_html = $1 WHERE id = $2`,
      ['<p>kept</p><script>alert(2)</script><iframe src="https://evil.example"></iframe><p onclick="alert(3)">x</p>', taggedId],
    );
    // Written behind the app's back, as the publishing tools do: they invalidate the article's tag.
    t.app.services.cacheTags.invalidate([`article:${taggedId}`]);
    const article = body<Article>(await get(`/api/articles/${taggedId}`));
    expect(article.body_html).toBe('<p>kept</p><p>x</p>');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [String(missingId), 'abc', '0', '-1', '99999999999', '1.5', '1e3', '%20', 'null']) {
      expectError(await get(`/api/articles/${id}`), 404, 'error-not-found');
    }
  });
});

describe('GET /api/articles/:id/stats', () => {
  it('answers the live counts, not cached', async () => {
    const res = await get(`/api/articles/${taggedId}/stats`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await one<{ views: number; likes: number }>('SELECT views, likes FROM articles WHERE id = $1', [taggedId]);
    expect(body<ArticleStats>(res)).toEqual({ views: Number(row.views), likes: Number(row.likes) });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [String(missingId), 'abc', '0', '-1', '99999999999']) {
      const res = await get(`/api/articles/${id}/stats`);
      expectError(res, 404, 'error-not-found');
      expect(readerCookie(res)).toBeUndefined();
    }
  });
});

describe('POST /api/articles/:id/view', () => {
  let articleId: number;
  const views = async () => Number((await one<{ views: number }>('SELECT views FROM articles WHERE id = $1', [articleId])).views);

  beforeAll(async () => {
    articleId = Number((await one<{ id: number }>('SELECT id FROM articles ORDER BY id LIMIT 1 OFFSET 5')).id);
  });

  it('counts a browser once per 24 hours', async () => {
    const start = await views();
    const first = await post(`/api/articles/${articleId}/view`);
    expect(first.statusCode).toBe(200);
    expect(body(first)).toEqual({ counted: true, views: start + 1 });
    const rid = readerCookie(first)!.value;

    expect(body(await post(`/api/articles/${articleId}/view`, { rid }))).toEqual({ counted: false, views: start + 1 });
    expect(await views()).toBe(start + 1);

    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 23 * HOUR);
      expect(body(await post(`/api/articles/${articleId}/view`, { rid }))).toEqual({ counted: false, views: start + 1 });
      clock = new Date(saved.getTime() + 25 * HOUR);
      expect(body(await post(`/api/articles/${articleId}/view`, { rid }))).toEqual({ counted: true, views: start + 2 });
      expect(body(await post(`/api/articles/${articleId}/view`, { rid }))).toEqual({ counted: false, views: start + 2 });
    } finally {
      clock = saved;
    }
    expect(await views()).toBe(start + 2);
  });

  it('counts another browser at once', async () => {
    const start = await views();
    expect(body(await post(`/api/articles/${articleId}/view`))).toEqual({ counted: true, views: start + 1 });
    expect(body(await post(`/api/articles/${articleId}/view`))).toEqual({ counted: true, views: start + 2 });
  });

  it('counts requests without a browser id once per address and day, whatever its spelling', async () => {
    const start = await views();
    const first = await post(`/api/articles/${articleId}/view`, { remoteAddress: '203.0.113.7' });
    expect(body(first)).toEqual({ counted: true, views: start + 1 });
    // A script sending no cookie, the same address written as IPv6, a forwarded-for header not trusted (TRUST_PROXY is off).
    expect(body(await post(`/api/articles/${articleId}/view`, { remoteAddress: '203.0.113.7' }))).toEqual({ counted: false, views: start + 1 });
    expect(body(await post(`/api/articles/${articleId}/view`, { remoteAddress: '::ffff:203.0.113.7' }))).toEqual({ counted: false, views: start + 1 });
    expect(body(await post(`/api/articles/${articleId}/view`, { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '192.0.2.50' } }))).toEqual({ counted: false, views: start + 1 });
    // The browser id given with the first answer is the same reader, from anywhere.
    const rid = readerCookie(first)!.value;
    expect(body(await post(`/api/articles/${articleId}/view`, { rid, remoteAddress: '192.0.2.99' }))).toEqual({ counted: false, views: start + 1 });
    // One network of IPv6 addresses (a /64) is one address.
    expect(body(await post(`/api/articles/${articleId}/view`, { remoteAddress: '2001:db8:1:2::10' }))).toEqual({ counted: true, views: start + 2 });
    expect(body(await post(`/api/articles/${articleId}/view`, { remoteAddress: '2001:db8:1:2:aaaa::1' }))).toEqual({ counted: false, views: start + 2 });
    // The next day the address is a reader again; nothing stored shows it.
    const saved = clock;
    try {
      clock = new Date(saved.getTime() + 25 * HOUR);
      expect(body(await post(`/api/articles/${articleId}/view`, { remoteAddress: '203.0.113.7' }))).toEqual({ counted: true, views: start + 3 });
    } finally {
      clock = saved;
    }
    const keys = await t.database.query<{ reader_key: string }>('SELECT reader_key FROM article_views WHERE article_id = $1', [articleId]);
    expect(keys.some((k) => k.reader_key.includes('203.0.113.7'))).toBe(false);
  });

  it('shows in the stats', async () => {
    const stats = body<ArticleStats>(await get(`/api/articles/${articleId}/stats`));
    expect(stats.views).toBe(await views());
  });

  it('answers 404 for an unknown article and counts nothing', async () => {
    const before = await one<{ n: number }>('SELECT (SELECT count(*) FROM article_views)::int AS n');
    for (const id of [String(missingId), 'abc', '0', '-1', '99999999999']) {
      expectError(await post(`/api/articles/${id}/view`), 404, 'error-not-found');
    }
    expect(await one<{ n: number }>('SELECT (SELECT count(*) FROM article_views)::int AS n')).toEqual(before);
  });
});

describe('cross-site writes (CSRF)', () => {
  let articleId: number;
  const views = async () => Number((await one<{ views: number }>('SELECT views FROM articles WHERE id = $1', [articleId])).views);

  beforeAll(async () => {
    articleId = Number((await one<{ id: number }>('SELECT id FROM articles ORDER BY id LIMIT 1 OFFSET 7')).id);
  });

  it('refuses a POST from another origin (403 error-forbidden) and changes nothing', async () => {
    const before = await views();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://evil.example', host: 'gazeta.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const view = await post(`/api/articles/${articleId}/view`, { headers });
      expectError(view, 403, 'error-forbidden');
      expect(readerCookie(view)).toBeUndefined();
    }
    expect(await views()).toBe(before);
    expect((await post(`/api/articles/${articleId}/view`, { headers: { 'sec-fetch-site': 'same-site' } })).statusCode).toBe(200);
  });

  it('refuses a malformed Origin with a 4xx, not a 500', async () => {
    for (const origin of ['not a url', 'https://', '://']) {
      const res = await post(`/api/articles/${articleId}/view`, { headers: { origin } });
      expectError(res, 403, 'error-forbidden');
    }
  });

  it('allows a same-origin POST', async () => {
    const before = await views();
    const res = await post(`/api/articles/${articleId}/view`, {
      headers: { host: 'gazeta.example', origin: 'https://gazeta.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ counted: true, views: before + 1 });
    const local = await post(`/api/articles/${articleId}/view`, { headers: { host: 'localhost:3000', origin: 'http://localhost:3000' } });
    expect(local.statusCode).toBe(200);
    // Without Origin (same-origin navigation, older browsers, server-side calls) it is allowed too.
    expect((await post(`/api/articles/${articleId}/view`)).statusCode).toBe(200);
  });

  it('lets cross-site reads through', async () => {
    const res = await get(`/api/articles/${articleId}/stats`, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
  });
});
