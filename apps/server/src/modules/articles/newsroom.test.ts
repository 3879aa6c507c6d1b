import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Article, ArticleRevisions, ArticleSummary, NewsroomArticle, NewsroomArticlesPage, Page, StaleVersionError } from '@gazeta/contract';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, type Client } from '../../test/client.ts';
import { pngFile } from '../../test/feed.ts';
import { feedTag, member, staff } from '../../test/factories.ts';
import { body, expectError, expectFieldError } from '../../test/http.ts';
import { seedNewsroomWork } from '../../seed/newsroom.ts';
import { chicagoWallTime, readPublishAt } from './newsroom-service.ts';

let t: TestApp;
let c: Client;
/** The app's clock; the schedule tests move it. */
let clock = new Date(inject('seedNow'));
const MINUTE = 60_000;

let editor: string;
let editorId: number;
let admin: string;
let moderator: string;
let reader: string;
let category: { id: number; slug: string };
let otherCategory: { id: number; slug: string };
let tagId: number;

const PATH = '/api/newsroom/articles';
/** Words no seeded article has, so search finds exactly ours. */
let words = 0;
const unique = (prefix: string) => `${prefix} Zyxwqvort${(words += 1)}`;

async function create(cookie = editor, fields: Record<string, unknown> = {}): Promise<NewsroomArticle> {
  const res = await c.post(PATH, cookie, { lang: 'ru', title: unique('Новость'), category_id: category.id, lead: 'Вводка.', body_html: '<p>Текст статьи.</p>', tag_ids: [tagId], ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return body<NewsroomArticle>(res);
}

async function act(article: NewsroomArticle, action: 'publish' | 'unpublish', cookie = editor): Promise<NewsroomArticle> {
  const res = await c.post(`${PATH}/${article.id}/${action}`, cookie, { version: article.version });
  expect(res.statusCode, res.body).toBe(200);
  return body<NewsroomArticle>(res);
}

async function auditOf(id: number) {
  return t.database.query<{ action: string; actor_id: number | null; before: Record<string, unknown> | null; after: Record<string, unknown> | null; reason: string | null }>(
    `SELECT action, actor_id, before, after, reason FROM audit_log WHERE subject_kind = 'article' AND subject_id = $1 ORDER BY id`,
    [String(id)],
  );
}

/** What readers see of an article: its page's API, the home list, its section, RSS and search. */
async function readerSees(article: { id: number; title: string }) {
  const [page, home, section, rss, search] = await Promise.all([
    c.get(`/api/articles/${article.id}`),
    c.get('/api/articles?per_page=100'),
    c.get(`/api/articles?per_page=100&category=${category.slug}`),
    c.get('/rss.xml'),
    c.get(`/api/search?q=${encodeURIComponent(article.title.split(' ').at(-1)!)}`),
  ]);
  const inList = (res: typeof home) => body<Page<ArticleSummary>>(res).data.some((a) => a.id === article.id);
  return {
    page: page.statusCode,
    home: inList(home),
    section: inList(section),
    rss: rss.body.includes(`/article/${article.id}<`) || rss.body.includes(`/article/${article.id}?`) || rss.body.includes(article.title),
    search: body<{ data: { id: number }[] }>(search).data.some((a) => a.id === article.id),
  };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = client(t);
  const me = await member(t, { role: 'editor', firstName: 'Rita', lastName: 'Editor' });
  editor = me.cookie;
  editorId = me.id;
  admin = await staff(t, 'admin');
  moderator = await staff(t, 'moderator');
  reader = (await member(t)).cookie;
  const rows = await t.database.query<{ id: number; slug: string }>('SELECT id, slug FROM categories ORDER BY position LIMIT 2');
  category = rows[0]!;
  otherCategory = rows[1]!;
  tagId = await feedTag(t);
});
afterAll(() => t?.close());

describe('who may', () => {
  it('answers 401 signed out and 403 to members and moderators on every route; editors and admins get through', async () => {
    const article = await create();
    const routes: [method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown][] = [
      ['GET', PATH],
      ['POST', PATH, { lang: 'ru', title: 'x', category_id: category.id }],
      ['GET', `${PATH}/${article.id}`],
      ['PATCH', `${PATH}/${article.id}`, { version: article.version, title: 'x' }],
      ['POST', `${PATH}/${article.id}/publish`, { version: article.version }],
      ['POST', `${PATH}/${article.id}/schedule`, { version: article.version, publish_at: '2030-01-01T10:00' }],
      ['POST', `${PATH}/${article.id}/unpublish`, { version: article.version }],
      ['GET', `${PATH}/${article.id}/revisions`],
      ['POST', `${PATH}/${article.id}/revisions/1/restore`, { version: article.version }],
      ['POST', `${PATH}/${article.id}/translations`, { lang: 'en' }],
      ['POST', `${PATH}/${article.id}/translations/link`, { article_id: 1 }],
      ['POST', `${PATH}/${article.id}/translations/unlink`],
    ];
    for (const [method, url, payload] of routes) {
      const send = (cookie?: string) => t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: cookie ? { cookie } : {} });
      expectError(await send(), 401, 'notification-auth-error');
      expectError(await send(reader), 403, 'error-editor-only');
      expectError(await send(moderator), 403, 'error-editor-only');
    }
    // Nothing changed for the refusals.
    expect(body<NewsroomArticle>(await c.get(`${PATH}/${article.id}`, editor)).version).toBe(article.version);
    for (const cookie of [editor, admin]) {
      expect((await c.get(PATH, cookie)).statusCode).toBe(200);
      expect((await c.get(`${PATH}/${article.id}`, cookie)).statusCode).toBe(200);
      expect((await c.get(`${PATH}/${article.id}/revisions`, cookie)).statusCode).toBe(200);
    }
    const byAdmin = await create(admin);
    expect(byAdmin.state).toBe('draft');
    expect(body<NewsroomArticle>(await c.patch(`${PATH}/${byAdmin.id}`, admin, { version: 1, title: 'Правка админа' })).title).toBe('Правка админа');
  });
});

describe('a draft', () => {
  it('is made by an editor, audited, private to the newsroom and absent for readers', async () => {
    const article = await create();
    expect(article).toMatchObject({ state: 'draft', version: 1, lang: 'ru', byline: 'Rita Editor', author: { id: editorId, name: 'Rita Editor' }, published_at: null, public_path: null, has_unpublished_changes: false });
    expect(article.actions).toEqual(['save', 'publish', 'schedule', 'translate']);
    expect(article.tags.map((tag) => tag.id)).toEqual([tagId]);
    const audit = await auditOf(article.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'article.create', actor_id: editorId, after: expect.objectContaining({ state: 'draft', lang: 'ru' }) })]);
    expect(await readerSees(article)).toEqual({ page: 404, home: false, section: false, rss: false, search: false });
    const res = await c.get(`${PATH}/${article.id}`, editor);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('refuses bad input field by field (422), never a 500', async () => {
    expectFieldError(await c.post(PATH, editor, { lang: 'de', title: '', category_id: category.id }), 'lang');
    expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: '', category_id: category.id }), 'title');
    expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'x'.repeat(201), category_id: category.id }), 'title');
    expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'a\u0007b', category_id: category.id }), 'title');
    expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'x', category_id: 'one' }), 'category_id');
    expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'x', category_id: category.id, cover: { media_id: 1, focal_x: 2 } }), 'cover.focal_x');
    expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'x', category_id: category.id, surprise: 1 }), '_');
    const unknownCategory = await c.post(PATH, editor, { lang: 'ru', title: 'x', category_id: 99_999 });
    expect(expectFieldError(unknownCategory, 'category_id')[0]!.code).toBe('validation-unknown-category');
    expect(expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'x', category_id: category.id, tag_ids: [99_999] }), 'tag_ids')[0]!.code).toBe('validation-unknown-tag');
    expect(expectFieldError(await c.post(PATH, editor, { lang: 'ru', title: 'x', category_id: category.id, cover: { media_id: 99_999 } }), 'cover.media_id')[0]!.code).toBe('validation-unknown-media');
    const article = await create();
    expectFieldError(await c.patch(`${PATH}/${article.id}`, editor, { title: 'no version' }), 'version');
    expectFieldError(await c.post(`${PATH}/${article.id}/schedule`, editor, { version: article.version, publish_at: 'tomorrow' }), 'publish_at');
    expectFieldError(await c.get(`${PATH}?cursor=bm90LWEtY3Vyc29y`, editor), 'cursor');
    expectError(await c.get(`${PATH}/99999999`, editor), 404, 'error-not-found');
  });

  it('sanitizes the body on write with the newsroom allowlist', async () => {
    const article = await create(editor, { body_html: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>' });
    expect(article.body_html).toBe('<p>Hi <a>link</a></p>');
  });
});

describe('pictures', () => {
  it('takes a cover picture from editors only, and the article keeps its alt text and focal point', async () => {
    const picture = await pngFile(320, 200);
    expectError(await c.form(`${PATH}/media`, undefined, [['file', picture]]), 401, 'notification-auth-error');
    expectError(await c.form(`${PATH}/media`, moderator, [['file', picture]]), 403, 'error-editor-only');
    const res = await c.form(`${PATH}/media`, editor, [['file', picture]]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = body<{ media_id: number; src: string; width: number; height: number }>(res);
    expect(stored).toMatchObject({ width: 320, height: 200, src: expect.stringMatching(/^\/media\/images\//) });
    expectFieldError(await c.form(`${PATH}/media`, editor, [['file', { data: Buffer.from('not an image'), filename: 'x.png', type: 'image/png' }]]), 'file');
    expectFieldError(await c.form(`${PATH}/media`, editor, [['other', 'x']]), 'file');
    const article = await create(editor, { cover: { media_id: stored.media_id, alt: 'Каток в парке', focal_x: 0.25, focal_y: 0.8 } });
    expect(article.cover).toEqual({ media_id: stored.media_id, src: stored.src, width: 320, height: 200, alt: 'Каток в парке', focal_x: 0.25, focal_y: 0.8 });
    const published = await act(article, 'publish');
    expect(body<Article>(await c.get(`/api/articles/${published.id}`)).image).toMatchObject({ alt: 'Каток в парке', src: stored.src });
    const [live] = await t.database.query<{ image_focal_x: number; image_focal_y: number }>('SELECT image_focal_x, image_focal_y FROM articles WHERE id = $1', [article.id]);
    expect(live).toEqual({ image_focal_x: 0.25, image_focal_y: 0.8 });
    const removed = body<NewsroomArticle>(await c.patch(`${PATH}/${article.id}`, editor, { version: published.version, cover: null }));
    expect(removed.cover).toBeNull();
  });
});

describe('saving', () => {
  it('makes a new version; a stale version answers 409 with who saved it and when', async () => {
    const article = await create();
    clock = new Date(clock.getTime() + MINUTE);
    const saved = body<NewsroomArticle>(await c.patch(`${PATH}/${article.id}`, editor, { version: article.version, title: 'Первая правка', category_id: otherCategory.id }));
    expect(saved).toMatchObject({ version: article.version + 1, title: 'Первая правка', category: { id: otherCategory.id }, saved_by: { id: editorId }, saved_at: clock.toISOString() });
    // A second editor still holding version 1 cannot overwrite it.
    const stale = await c.patch(`${PATH}/${article.id}`, admin, { version: article.version, title: 'Чужая правка' });
    expect(stale.statusCode).toBe(409);
    expect(body<StaleVersionError>(stale)).toEqual({
      message: 'Someone else has changed this since you opened it.',
      code: 'error-stale-version',
      version: saved.version,
      saved_by: { id: editorId, name: 'Rita Editor' },
      saved_at: clock.toISOString(),
    });
    for (const action of ['publish', 'unpublish']) expect((await c.post(`${PATH}/${article.id}/${action}`, admin, { version: article.version })).statusCode).toBe(409);
    expect(body<NewsroomArticle>(await c.get(`${PATH}/${article.id}`, editor)).title).toBe('Первая правка');
    const audit = await auditOf(article.id);
    expect(audit.at(-1)).toMatchObject({ action: 'article.save', actor_id: editorId, before: { title: article.title, categoryId: category.id }, after: { title: 'Первая правка', categoryId: otherCategory.id } });
  });

  it('folds an editor\'s autosaves into one revision for ten minutes; explicit saves each make one', async () => {
    let article = await create();
    const autosave = async (title: string) => {
      article = body<NewsroomArticle>(await c.patch(`${PATH}/${article.id}`, editor, { version: article.version, autosave: true, title }));
    };
    await autosave('Авто 1');
    clock = new Date(clock.getTime() + MINUTE);
    await autosave('Авто 2');
    clock = new Date(clock.getTime() + MINUTE);
    await autosave('Авто 3');
    const kinds = () => c.get(`${PATH}/${article.id}/revisions`, editor).then((res) => body<ArticleRevisions>(res).data.map((r) => `${r.kind}:${r.title}`));
    expect(await kinds()).toEqual(['autosave:Авто 3', 'create:' + (await t.database.query<{ t: string }>(`SELECT content->>'title' AS t FROM article_revisions WHERE article_id = $1 AND kind = 'create'`, [article.id]))[0]!.t]);
    expect(article.version).toBe(4);
    clock = new Date(clock.getTime() + 11 * MINUTE);
    await autosave('Авто 4');
    article = body<NewsroomArticle>(await c.patch(`${PATH}/${article.id}`, editor, { version: article.version, title: 'Сохранено' }));
    const after = await kinds();
    expect(after.slice(0, 3)).toEqual(['save:Сохранено', 'autosave:Авто 4', 'autosave:Авто 3']);
    // The log has one entry per revision: the folded autosaves are in their revision.
    expect((await auditOf(article.id)).map((a) => a.action)).toEqual(['article.create', 'article.save', 'article.save', 'article.save']);
  });
});

describe('publishing', () => {
  it('puts the article on every public page; edits of a live article wait for Update', async () => {
    const created = await create();
    let article = await act(created, 'publish');
    expect(article).toMatchObject({ state: 'published', published_at: clock.toISOString(), public_path: `/article/${article.id}`, has_unpublished_changes: false });
    expect(article.actions).not.toContain('publish');
    expect(await readerSees(article)).toEqual({ page: 200, home: true, section: true, rss: true, search: true });
    expect((await auditOf(article.id)).at(-1)).toMatchObject({ action: 'article.publish', actor_id: editorId, before: { state: 'draft' }, after: { state: 'published' } });

    // An edit of the live article: readers keep the published text.
    article = body<NewsroomArticle>(await c.patch(`${PATH}/${article.id}`, editor, { version: article.version, title: 'Недописанный заголовок', body_html: '<p>Черновик правки</p>' }));
    expect(article).toMatchObject({ state: 'published', has_unpublished_changes: true });
    expect(article.actions).toContain('publish');
    const live = body<Article>(await c.get(`/api/articles/${article.id}`));
    expect(live.title).toBe(created.title);
    expect(live.body_html).toBe('<p>Текст статьи.</p>');

    // Update: the working copy goes live, the cached article is dropped.
    clock = new Date(clock.getTime() + MINUTE);
    article = await act(article, 'publish');
    expect(article.has_unpublished_changes).toBe(false);
    const updated = body<Article>(await c.get(`/api/articles/${article.id}`));
    expect(updated).toMatchObject({ title: 'Недописанный заголовок', body_html: '<p>Черновик правки</p>', published_at: created.published_at ?? expect.any(String) });
    expect(updated.published_at).toBe(body<NewsroomArticle>(await c.get(`${PATH}/${article.id}`, editor)).published_at);
  });

  it('needs a title and a text', async () => {
    const article = await create(editor, { body_html: '<p> </p>' });
    const res = await c.post(`${PATH}/${article.id}/publish`, editor, { version: article.version });
    expect(expectFieldError(res, 'body_html')[0]).toEqual({ code: 'validation-required', message: 'An article needs a title and a text before it goes out.' });
    expect(body<NewsroomArticle>(await c.get(`${PATH}/${article.id}`, editor)).state).toBe('draft');
  });

  it('unpublishes: readers get 404 (not 500), the newsroom keeps it', async () => {
    const article = await act(await create(), 'publish');
    const off = await act(article, 'unpublish');
    expect(off).toMatchObject({ state: 'unpublished', public_path: null });
    expect(await readerSees(article)).toEqual({ page: 404, home: false, section: false, rss: false, search: false });
    expectError(await c.get(`/api/articles/${article.id}/stats`), 404, 'error-not-found');
    expectError(await c.post(`/api/articles/${article.id}/view`), 404, 'error-not-found');
    expect((await auditOf(article.id)).at(-1)).toMatchObject({ action: 'article.unpublish', before: { state: 'published' }, after: { state: 'unpublished' } });
    expectError(await c.post(`${PATH}/${article.id}/unpublish`, editor, { version: off.version }), 409, 'error-article-action');
    // Back on the site with its first date.
    const again = await act(off, 'publish');
    expect(again.published_at).toBe(article.published_at);
    expect((await c.get(`/api/articles/${article.id}`)).statusCode).toBe(200);
  });
});

describe('scheduling', () => {
  it('reads publish_at as an instant with an offset, or Chicago wall time without one', () => {
    expect(readPublishAt('2026-12-10T09:00')!.toISOString()).toBe('2026-12-10T15:00:00.000Z');
    expect(readPublishAt('2026-07-10T09:00')!.toISOString()).toBe('2026-07-10T14:00:00.000Z');
    expect(readPublishAt('2026-12-10T09:00:00Z')!.toISOString()).toBe('2026-12-10T09:00:00.000Z');
    expect(readPublishAt('2026-12-10T09:00-05:00')!.toISOString()).toBe('2026-12-10T14:00:00.000Z');
    expect(chicagoWallTime(new Date('2026-12-10T15:00:00Z'))).toBe('2026-12-10T09:00');
  });

  it('keeps a scheduled article off every public page until its time, then shows it (before the job runs); the job marks it published', async () => {
    const created = await create();
    const at = new Date(clock.getTime() + 90 * MINUTE);
    const res = await c.post(`${PATH}/${created.id}/schedule`, editor, { version: created.version, publish_at: chicagoWallTime(at) });
    expect(res.statusCode, res.body).toBe(200);
    const scheduled = body<NewsroomArticle>(res);
    const due = new Date(Math.floor(at.getTime() / MINUTE) * MINUTE);
    expect(scheduled).toMatchObject({ state: 'scheduled', publish_at: due.toISOString(), publish_at_chicago: chicagoWallTime(at), published_at: due.toISOString(), public_path: null });
    expect((await auditOf(created.id)).at(-1)).toMatchObject({ action: 'article.schedule', actor_id: editorId, after: { state: 'scheduled', publish_at: due.toISOString() } });
    expect(await readerSees(created)).toEqual({ page: 404, home: false, section: false, rss: false, search: false });

    // Its time comes: readers see it even before the job (the reads filter on published_at ≤ now).
    clock = new Date(due.getTime() + MINUTE);
    t.app.services.cacheTags.invalidate(['articles', `article:${created.id}`]);
    expect(await readerSees(created)).toEqual({ page: 200, home: true, section: true, rss: true, search: true });
    // The job marks it published, as the system.
    expect(await t.app.services.newsroomArticles.publishDue()).toContain(created.id);
    expect(await t.app.services.newsroomArticles.publishDue()).not.toContain(created.id);
    expect(body<NewsroomArticle>(await c.get(`${PATH}/${created.id}`, editor))).toMatchObject({ state: 'published', publish_at: null, published_at: due.toISOString() });
    expect((await auditOf(created.id)).at(-1)).toMatchObject({ action: 'article.publish', actor_id: null, reason: 'scheduled', before: { state: 'scheduled' } });
  });

  it('drops the cached pages when the job publishes', async () => {
    const created = await create();
    const scheduled = body<NewsroomArticle>(await c.post(`${PATH}/${created.id}/schedule`, editor, { version: created.version, publish_at: new Date(clock.getTime() + 5 * MINUTE).toISOString() }));
    expect(scheduled.state).toBe('scheduled');
    expect((await c.get(`/api/articles/${created.id}`)).statusCode).toBe(404);
    const heard: string[] = [];
    const stop = t.app.services.cacheTags.subscribe((tags) => heard.push(...tags));
    clock = new Date(clock.getTime() + 6 * MINUTE);
    await t.app.services.newsroomArticles.publishDue();
    stop();
    expect(heard).toEqual(expect.arrayContaining(['articles', `article:${created.id}`, `category:${category.slug}`]));
    expect((await c.get(`/api/articles/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses a time in the past; unpublishing a scheduled article makes it a draft again', async () => {
    const article = await create();
    const past = await c.post(`${PATH}/${article.id}/schedule`, editor, { version: article.version, publish_at: new Date(clock.getTime() - MINUTE).toISOString() });
    expect(expectFieldError(past, 'publish_at')[0]!.code).toBe('validation-publish-at-past');
    const scheduled = body<NewsroomArticle>(await c.post(`${PATH}/${article.id}/schedule`, editor, { version: article.version, publish_at: new Date(clock.getTime() + 60 * MINUTE).toISOString() }));
    const back = await act(scheduled, 'unpublish');
    expect(back).toMatchObject({ state: 'draft', publish_at: null, published_at: null });
    clock = new Date(clock.getTime() + 2 * 60 * MINUTE);
    expect((await c.get(`/api/articles/${article.id}`)).statusCode).toBe(404);
  });
});

describe('revisions', () => {
  it('lists who and when, and restores one as a new working copy (audited)', async () => {
    let article = await create(editor, { title: 'Версия один' });
    article = body<NewsroomArticle>(await c.patch(`${PATH}/${article.id}`, editor, { version: article.version, title: 'Версия два' }));
    article = await act(article, 'publish');
    const list = body<ArticleRevisions>(await c.get(`${PATH}/${article.id}/revisions`, editor)).data;
    expect(list.map((r) => [r.kind, r.title, r.by?.id])).toEqual([
      ['publish', 'Версия два', editorId],
      ['save', 'Версия два', editorId],
      ['create', 'Версия один', editorId],
    ]);
    const first = list.at(-1)!;
    const res = await c.post(`${PATH}/${article.id}/revisions/${first.id}/restore`, admin, { version: article.version });
    expect(res.statusCode, res.body).toBe(200);
    const restored = body<NewsroomArticle>(res);
    // A working copy: the live text waits for Publish.
    expect(restored).toMatchObject({ title: 'Версия один', state: 'published', has_unpublished_changes: true });
    expect(body<Article>(await c.get(`/api/articles/${article.id}`)).title).toBe('Версия два');
    const again = body<ArticleRevisions>(await c.get(`${PATH}/${article.id}/revisions`, editor)).data[0]!;
    expect(again).toMatchObject({ kind: 'restore', restored_from: first.id, title: 'Версия один' });
    expect((await auditOf(article.id)).at(-1)).toMatchObject({ action: 'article.restore', after: { revision: first.id } });
    expectError(await c.post(`${PATH}/${article.id}/revisions/${first.id}/restore`, editor, { version: article.version }), 409, 'error-stale-version');
    const other = await create();
    expectError(await c.post(`${PATH}/${other.id}/revisions/${first.id}/restore`, editor, { version: other.version }), 404, 'error-not-found');
  });
});

describe('translations', () => {
  it('makes a translation in the group, one per language, and readers see the published ones', async () => {
    const ru = await act(await create(), 'publish');
    const res = await c.post(`${PATH}/${ru.id}/translations`, editor, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    let en = body<NewsroomArticle>(res);
    expect(en).toMatchObject({ lang: 'en', state: 'draft', title: ru.title, translations: [{ id: ru.id, lang: 'ru', state: 'published' }] });
    expect((await auditOf(en.id))).toEqual([expect.objectContaining({ action: 'article.translate', actor_id: editorId, after: expect.objectContaining({ source: ru.id, lang: 'en' }) })]);
    expectError(await c.post(`${PATH}/${ru.id}/translations`, editor, { lang: 'en' }), 409, 'error-article-translation-taken');
    expectError(await c.post(`${PATH}/${ru.id}/translations`, editor, { lang: 'ru' }), 409, 'error-article-translation-taken');
    // A draft translation is not offered to readers.
    expect(body<Article>(await c.get(`/api/articles/${ru.id}`)).translations).toEqual([]);
    en = body<NewsroomArticle>(await c.patch(`${PATH}/${en.id}`, editor, { version: en.version, title: 'In English' }));
    en = await act(en, 'publish');
    expect(body<Article>(await c.get(`/api/articles/${ru.id}`)).translations).toEqual([{ id: en.id, lang: 'en', title: 'In English' }]);
    expect(body<Article>(await c.get(`/api/articles/${en.id}`)).translations).toEqual([{ id: ru.id, lang: 'ru', title: ru.title }]);
    const list = body<NewsroomArticlesPage>(await c.get(`${PATH}?q=${ru.id}`, editor)).data.find((row) => row.id === ru.id)!;
    expect(list.languages).toEqual(['en', 'ru']);

    // Linking a Lithuanian article that was written apart; unlinking it again.
    const lt = await create(editor, { lang: 'lt', title: 'Lietuviškai' });
    const linked = body<NewsroomArticle>(await c.post(`${PATH}/${ru.id}/translations/link`, editor, { article_id: lt.id }));
    expect(linked.translations.map((m) => m.lang)).toEqual(['en', 'lt']);
    expect(linked.actions).not.toContain('translate');
    expectError(await c.post(`${PATH}/${ru.id}/translations/link`, editor, { article_id: (await create()).id }), 409, 'error-article-translation-taken');
    expectFieldError(await c.post(`${PATH}/${ru.id}/translations/link`, editor, { article_id: ru.id }), 'article_id');
    const apart = body<NewsroomArticle>(await c.post(`${PATH}/${lt.id}/translations/unlink`, editor));
    expect(apart.translations).toEqual([]);
    expect((await auditOf(lt.id)).map((a) => a.action)).toEqual(['article.create', 'article.unlink']);
    expect((await auditOf(ru.id)).map((a) => a.action)).toContain('article.link');

    // Unpublished translations leave the switch.
    await act(body<NewsroomArticle>(await c.get(`${PATH}/${en.id}`, editor)), 'unpublish');
    expect(body<Article>(await c.get(`/api/articles/${ru.id}`)).translations).toEqual([]);
  });
});

describe('the list', () => {
  it('filters and pages by keyset, newest change first', async () => {
    const mine = await member(t, { role: 'editor' });
    const made: NewsroomArticle[] = [];
    for (let i = 0; i < 5; i++) {
      clock = new Date(clock.getTime() + MINUTE);
      made.push(await create(mine.cookie, { lang: i % 2 ? 'en' : 'lt', title: unique(`Список ${i}`) }));
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await c.get(`${PATH}?author=${mine.id}&per_page=2${cursor ? `&cursor=${cursor}` : ''}`, editor);
      expect(res.statusCode, res.body).toBe(200);
      const page: NewsroomArticlesPage = body<NewsroomArticlesPage>(res);
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((row) => row.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made.map((a) => a.id).reverse());
    const en = body<NewsroomArticlesPage>(await c.get(`${PATH}?author=${mine.id}&lang=en`, editor)).data;
    expect(en.map((r) => r.id)).toEqual([made[3]!.id, made[1]!.id]);
    const drafts = body<NewsroomArticlesPage>(await c.get(`${PATH}?state=draft&author=${mine.id}&category=${category.id}`, editor)).data;
    expect(drafts).toHaveLength(5);
    expect(drafts[0]).toMatchObject({ state: 'draft', author: { id: mine.id }, category: { id: category.id }, has_unpublished_changes: false, languages: ['lt'] });
    const found = body<NewsroomArticlesPage>(await c.get(`${PATH}?q=${encodeURIComponent(made[2]!.title.split(' ').at(-1)!)}`, editor)).data;
    expect(found.map((r) => r.id)).toEqual([made[2]!.id]);
    const day = clock.toISOString().slice(0, 10);
    expect(body<NewsroomArticlesPage>(await c.get(`${PATH}?author=${mine.id}&from=2000-01-01&to=2000-01-02`, editor)).data).toEqual([]);
    expect(body<NewsroomArticlesPage>(await c.get(`${PATH}?author=${mine.id}&from=${day}`, editor)).data.length).toBeGreaterThan(0);
    const published = body<NewsroomArticlesPage>(await c.get(`${PATH}?state=published&per_page=3`, editor));
    expect(published.data.every((row) => row.state === 'published')).toBe(true);
    expect(published.next_cursor).not.toBeNull();
  });

  it('reads 100 rows of a large table through the keyset indexes (no OFFSET)', async () => {
    const plan = await t.database.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM articles WHERE state = 'draft' AND (edited_at, id) < (now(), 2147483647) ORDER BY edited_at DESC, id DESC LIMIT 31`,
    );
    // On a table this small the planner may still scan; the index must at least exist for it.
    const indexes = await t.database.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'articles'`);
    expect(indexes.map((i) => i.indexname)).toEqual(expect.arrayContaining(['articles_state_edited_idx', 'articles_edited_idx', 'articles_author_edited_idx', 'articles_live_idx']));
    expect(plan.length).toBeGreaterThan(0);
  });
});

describe('the test clock', () => {
  it('is not there without TEST_CLOCK=1', async () => {
    expect((await c.get('/api/test/clock')).statusCode).toBe(404);
    expect((await c.post('/api/test/clock', undefined, { advance_minutes: 5 })).statusCode).toBe(404);
  });

  it('is refused on a PostgreSQL server', () => {
    expect(() => loadConfig({ TEST_CLOCK: '1', DATABASE_URL: 'postgres://localhost/x', PAYMENTS_PROVIDER: 'sandbox' })).toThrow(/TEST_CLOCK/);
    expect(loadConfig({ TEST_CLOCK: '1', NODE_ENV: 'test' }).TEST_CLOCK).toBe(true);
  });

  it('with TEST_CLOCK=1 moves the app forward and publishes what fell due', async () => {
    const other = await createTestApp({ env: { TEST_CLOCK: '1' } });
    try {
      const oc = client(other);
      const ed = await staff(other, 'editor');
      const start = Date.parse(body<{ now: string }>(await oc.get('/api/test/clock')).now);
      expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
      const created = body<NewsroomArticle>(await oc.post(PATH, ed, { lang: 'en', title: 'On time', category_id: category.id, body_html: '<p>Text</p>' }));
      const at = new Date(start + 10 * MINUTE).toISOString();
      expect((await oc.post(`${PATH}/${created.id}/schedule`, ed, { version: created.version, publish_at: at })).statusCode).toBe(200);
      expect((await oc.get(`/api/articles/${created.id}`)).statusCode).toBe(404);
      expectFieldError(await oc.post('/api/test/clock', undefined, { advance_minutes: -5 }), 'advance_minutes');
      const moved = body<{ now: string; published: number }>(await oc.post('/api/test/clock', undefined, { advance_minutes: 11 }));
      expect(Date.parse(moved.now) - start).toBeGreaterThanOrEqual(11 * MINUTE);
      expect(moved.published).toBeGreaterThanOrEqual(1);
      expect((await oc.get(`/api/articles/${created.id}`)).statusCode).toBe(200);
      expect(body<NewsroomArticle>(await oc.get(`${PATH}/${created.id}`, ed)).state).toBe('published');
      // Never backwards.
      const back = body<{ now: string }>(await oc.post('/api/test/clock', undefined, { to: new Date(start).toISOString() }));
      expect(Date.parse(back.now)).toBeGreaterThanOrEqual(Date.parse(moved.now));
    } finally {
      await other.close();
    }
  });
});

describe('the demo content', () => {
  it('gives the seeded articles an author (the demo editor) and the editor work waiting: a draft, one scheduled this week, ru + en linked', async () => {
    const [demoEditor] = await t.database.query<{ id: number }>(`SELECT id FROM users WHERE email = 'editor@demo.gazeta.local'`);
    const [{ n }] = (await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles a WHERE NOT EXISTS (SELECT 1 FROM article_revisions r WHERE r.article_id = a.id) AND (a.author_id IS DISTINCT FROM $1 OR a.state <> 'published')`, [demoEditor!.id])) as [{ n: number }];
    expect(n).toBe(0);
    const at = new Date(inject('seedNow'));
    const work = await seedNewsroomWork(t.database.db, t.app.services, at);
    const cookie = await staff(t, 'editor');
    const get = async (id: number) => body<NewsroomArticle>(await c.get(`${PATH}/${id}`, cookie));
    expect(await get(work.draft)).toMatchObject({ state: 'draft', lang: 'ru', author: { id: demoEditor!.id } });
    const scheduled = await get(work.scheduled);
    expect(scheduled).toMatchObject({ state: 'scheduled', publish_at_chicago: expect.stringMatching(/T09:00$/) });
    const days = (Date.parse(scheduled.publish_at!) - at.getTime()) / (24 * 3600_000);
    expect(days).toBeGreaterThan(2);
    expect(days).toBeLessThan(4);
    const ru = await get(work.ru);
    expect(ru).toMatchObject({ state: 'published', translations: [{ id: work.en, lang: 'en', state: 'published' }] });
    const saved = clock;
    clock = new Date(Math.max(clock.getTime(), at.getTime()) + MINUTE);
    expect(body<Article>(await c.get(`/api/articles/${work.ru}`)).translations).toEqual([{ id: work.en, lang: 'en', title: expect.stringContaining('avant-garde') }]);
    clock = saved;
  });
});
