import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Page, Tag } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { body, expectFieldError, expectMalformedJsonRefused } from '../../test/http.ts';

let t: TestApp;

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

const count = async (sql: string) => Number((await t.database.query<{ n: number }>(sql))[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('POST /api/categories/get', () => {
  it('lists every category on one page by default', async () => {
    const res = await post('/api/categories/get');
    expect(res.statusCode).toBe(200);
    const page = body<Page<Category>>(res);
    const total = await count('SELECT count(*)::int AS n FROM categories');
    expect(total).toBeGreaterThanOrEqual(8);
    expect(page.total).toBe(total);
    expect(page.data).toHaveLength(total);
    expect(page.current_page).toBe(1);
    expect(page.last_page).toBe(1);
    expect(page.per_page).toBe(10_000);
    const slugs = page.data.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const c of page.data) {
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(c.name_en.length).toBeGreaterThan(0);
      expect(c.name_ru.length).toBeGreaterThan(0);
    }
  });

  it('pages by per_page (page 2 differs, last_page = ceil(total / 2))', async () => {
    const first = body<Page<Category>>(await post('/api/categories/get?page=1', { per_page: 2 }));
    const second = body<Page<Category>>(await post('/api/categories/get?page=2', { per_page: 2 }));
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(2);
    expect(first.per_page).toBe(2);
    expect(first.last_page).toBe(Math.ceil(first.total / 2));
    expect(second.current_page).toBe(2);
    const firstIds = first.data.map((c) => c.category_id);
    for (const c of second.data) expect(firstIds).not.toContain(c.category_id);

    // Walking every page gives every category exactly once.
    const seen: number[] = [];
    for (let page = 1; page <= first.last_page; page++) {
      seen.push(...body<Page<Category>>(await post(`/api/categories/get?page=${page}`, { per_page: 2 })).data.map((c) => c.category_id));
    }
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
  });

  it('answers an empty page past the end', async () => {
    const page = body<Page<Category>>(await post('/api/categories/get?page=999', { per_page: 2 }));
    expect(page.data).toEqual([]);
    expect(page.current_page).toBe(999);
    expect(page.total).toBeGreaterThan(0);
  });

  it('localizes name by Accept-Language', async () => {
    const en = body<Page<Category>>(await post('/api/categories/get', {}, { 'accept-language': 'en-US,en;q=0.9' }));
    const ru = body<Page<Category>>(await post('/api/categories/get', {}, { 'accept-language': 'ru' }));
    for (const c of en.data) expect(c.name).toBe(c.name_en);
    for (const c of ru.data) expect(c.name).toBe(c.name_ru);
    // The two languages really differ (Cyrillic vs Latin names).
    expect(en.data.map((c) => c.name)).not.toEqual(ru.data.map((c) => c.name));
  });

  it('defaults to Russian for other or missing languages', async () => {
    for (const headers of [{}, { 'accept-language': 'de-DE,fr;q=0.8' }] as Record<string, string>[]) {
      const page = body<Page<Category>>(await post('/api/categories/get', {}, headers));
      for (const c of page.data) expect(c.name).toBe(c.name_ru);
    }
  });

  it('prefers the locale cookie over Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/get',
      headers: { 'accept-language': 'ru' },
      cookies: { locale: 'en' },
    });
    for (const c of body<Page<Category>>(res).data) expect(c.name).toBe(c.name_en);
  });

  it('prefers ?lang= over the cookie and Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories/get?lang=en',
      headers: { 'accept-language': 'ru' },
      cookies: { locale: 'ru' },
    });
    expect(res.statusCode).toBe(200);
    for (const c of body<Page<Category>>(res).data) expect(c.name).toBe(c.name_en);
    const ru = await t.app.inject({ method: 'POST', url: '/api/categories/get?lang=ru&page=1', cookies: { locale: 'en' } });
    for (const c of body<Page<Category>>(ru).data) expect(c.name).toBe(c.name_ru);
  });

  it('rejects a bad page (422 errors.page)', async () => {
    for (const page of ['0', 'abc', '-1', '1.5', '100001']) {
      expectFieldError(await post(`/api/categories/get?page=${page}`), 'page');
    }
  });

  it('rejects a bad per_page (422 errors.per_page)', async () => {
    for (const perPage of [0, 10_001, 'all', 2.5]) {
      expectFieldError(await post('/api/categories/get', { per_page: perPage }), 'per_page');
    }
  });

  it('answers 400 to malformed JSON', async () => {
    await expectMalformedJsonRefused(t.app, '/api/categories/get', '{per_page: 2}');
  });
});

describe('POST /api/tags/get', () => {
  beforeAll(async () => {
    // A tag no article uses, so "only tags used by articles" has something to leave out.
    await t.database.query(`INSERT INTO tags (tag_name, name_en, name_ru) VALUES ('zz-unused-tag', 'Unused', 'Неиспользуемый')`);
  });

  it('pages tags 50 at a time by default, by name', async () => {
    const total = await count('SELECT count(*)::int AS n FROM tags');
    expect(total).toBeGreaterThan(50);
    const first = body<Page<Tag>>(await post('/api/tags/get'));
    expect(first.per_page).toBe(50);
    expect(first.data).toHaveLength(50);
    expect(first.total).toBe(total);
    expect(first.last_page).toBe(Math.ceil(total / 50));
    const names = first.data.map((tag) => tag.tag_name);
    // By name, in the database's collation.
    const byName = await t.database.query<{ tag_name: string }>('SELECT tag_name FROM tags ORDER BY tag_name LIMIT 50');
    expect(names).toEqual(byName.map((r) => r.tag_name));
    const second = body<Page<Tag>>(await post('/api/tags/get?page=2'));
    expect(second.data).toHaveLength(total - 50);
    for (const tag of second.data) expect(names).not.toContain(tag.tag_name);
    expect(second.data.map((tag) => tag.tag_name)).toContain('zz-unused-tag');
  });

  it('honours per_page', async () => {
    const page = body<Page<Tag>>(await post('/api/tags/get?page=3', { per_page: 5 }));
    expect(page.data).toHaveLength(5);
    expect(page.per_page).toBe(5);
    expect(page.current_page).toBe(3);
    expect(page.last_page).toBe(Math.ceil(page.total / 5));
  });

  it('keeps only tags articles use with from: articles', async () => {
    const used = await t.database.query<{ tag_id: number }>('SELECT DISTINCT tag_id FROM article_tags');
    const usedIds = new Set(used.map((r) => Number(r.tag_id)));
    expect(usedIds.size).toBeGreaterThan(0);
    const page = body<Page<Tag>>(await post('/api/tags/get', { from: 'articles', per_page: 1000 }));
    expect(page.total).toBe(usedIds.size);
    expect(page.data).toHaveLength(usedIds.size);
    for (const tag of page.data) expect(usedIds.has(tag.tag_id)).toBe(true);
    expect(page.data.map((tag) => tag.tag_name)).not.toContain('zz-unused-tag');
  });

  it('lists every tag with from: forum (no forum yet) or without from', async () => {
    const all = body<Page<Tag>>(await post('/api/tags/get', { per_page: 1000 }));
    expect(all.data.map((tag) => tag.tag_name)).toContain('zz-unused-tag');
    const forum = body<Page<Tag>>(await post('/api/tags/get', { per_page: 1000, from: 'forum' }));
    expect(forum.total).toBe(all.total);
  });

  it('describes each tag in both languages', async () => {
    const page = body<Page<Tag>>(await post('/api/tags/get', { per_page: 1000 }));
    const unused = page.data.find((tag) => tag.tag_name === 'zz-unused-tag');
    expect(unused).toMatchObject({ name_en: 'Unused', name_ru: 'Неиспользуемый' });
    expect(typeof unused!.tag_id).toBe('number');
  });

  it('rejects an unknown from (422 errors.from)', async () => {
    expectFieldError(await post('/api/tags/get', { from: 'bogus' }), 'from');
    expectFieldError(await post('/api/tags/get', { from: 1 }), 'from');
  });

  it('rejects bad paging', async () => {
    expectFieldError(await post('/api/tags/get', { per_page: 0 }), 'per_page');
    expectFieldError(await post('/api/tags/get', { per_page: 1001 }), 'per_page');
    expectFieldError(await post('/api/tags/get?page=0'), 'page');
    expectFieldError(await post('/api/tags/get?page=abc'), 'page');
  });

  it('answers 400 to malformed JSON', async () => {
    await expectMalformedJsonRefused(t.app, '/api/tags/get', '{"from": "articles"');
  });
});
