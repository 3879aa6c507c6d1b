import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryMergeResponse, DeskCategoriesResponse, DeskCategory, DeskTag, DeskTagsResponse, ErrorResponse, Page, Category, Tag, TagMergeResponse } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, type Client, type Response } from '../../test/client.ts';
import { feedPost, member, staff } from '../../test/factories.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let api: Client;
let editor: string;
let admin: string;
/** Who may not: signed out, a plain member, a moderator. */
let refused: { who: string; cookie: string | undefined; status: number; code: string }[];

const send = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A 422 or 409 naming `field` with this code. */
function expectRefusal(res: Response, status: number, code: string, field?: string): ErrorResponse {
  const error = expectError(res, status, code);
  if (field) expect(error.errors?.[field]?.map((e) => e.code), JSON.stringify(error)).toContain(code);
  return error;
}

async function auditOf(kind: string, id: number | string) {
  return t.app.services.audit.list({ subjectKind: kind as 'category', subjectId: String(id) }, 20);
}

/** The public call as the header asks it. */
async function publicCategories(lang: 'ru' | 'en' = 'ru'): Promise<Category[]> {
  return body<Page<Category>>(await t.app.inject({ method: 'POST', url: `/api/categories/get?lang=${lang}`, payload: {} })).data;
}

let made = 0;
const slugOf = (prefix: string) => `${prefix}-${++made}`;

async function newCategory(prefix = 'desk'): Promise<DeskCategory> {
  const slug = slugOf(prefix);
  const res = await send('POST', '/api/newsroom/categories', editor, { slug, name_en: `En ${slug}`, name_ru: `Ру ${slug}` });
  expect(res.statusCode, res.body).toBe(201);
  return body<DeskCategory>(res);
}

async function newTag(prefix = 'desk-tag'): Promise<DeskTag> {
  const name = slugOf(prefix);
  const res = await send('POST', '/api/newsroom/tags', editor, { tag_name: name, name_en: `En ${name}`, name_ru: `Ру ${name}` });
  expect(res.statusCode, res.body).toBe(201);
  return body<DeskTag>(res);
}

/** An article in `categoryId`, tagged `tagIds`, straight into the tables (the articles module has its own tests). */
async function article(categoryId: number, tagIds: number[] = []): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO articles (category_id, lang, title, lead, body_html, body_text, author, read_time, published_at)
     VALUES ($1, 'ru', 'Заметка', 'Лид', '<p>Текст</p>', 'Текст', 'Автор', 1, now()) RETURNING id`,
    [categoryId],
  );
  for (const tagId of tagIds) await t.database.query(`INSERT INTO article_tags (article_id, tag_id) VALUES ($1, $2)`, [row!.id, tagId]);
  return Number(row!.id);
}

beforeAll(async () => {
  t = await createTestApp();
  api = client(t);
  editor = await staff(t, 'editor');
  admin = await staff(t, 'admin');
  refused = [
    { who: 'signed out', cookie: undefined, status: 401, code: 'notification-auth-error' },
    { who: 'a member', cookie: (await member(t)).cookie, status: 403, code: 'error-editor-only' },
    { who: 'a moderator', cookie: await staff(t, 'moderator'), status: 403, code: 'error-editor-only' },
  ];
});
afterAll(() => t?.close());

describe('who may use the desk', () => {
  it('refuses every endpoint to the signed out (401), members and moderators (403), and changes nothing', async () => {
    const category = await newCategory();
    const other = await newCategory();
    const tag = await newTag();
    const otherTag = await newTag();
    const calls: [Parameters<typeof send>[0], string, object?][] = [
      ['GET', '/api/newsroom/categories'],
      ['POST', '/api/newsroom/categories', { slug: slugOf('nope'), name_en: 'No', name_ru: 'Нет' }],
      ['PATCH', `/api/newsroom/categories/${category.id}`, { name_ru: 'Взлом' }],
      ['PUT', '/api/newsroom/categories/order', { ids: [category.id] }],
      ['POST', `/api/newsroom/categories/${category.id}/merge`, { into: other.id }],
      ['DELETE', `/api/newsroom/categories/${category.id}`],
      ['GET', '/api/newsroom/tags'],
      ['POST', '/api/newsroom/tags', { tag_name: slugOf('nope'), name_en: 'No', name_ru: 'Нет' }],
      ['PATCH', `/api/newsroom/tags/${tag.id}`, { name_ru: 'Взлом' }],
      ['POST', `/api/newsroom/tags/${tag.id}/merge`, { into: otherTag.id }],
      ['DELETE', `/api/newsroom/tags/${tag.id}`],
    ];
    for (const { who, cookie, status, code } of refused) {
      for (const [method, url, payload] of calls) {
        const res = await send(method, url, cookie, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        expect(body<ErrorResponse>(res).code).toBe(code);
      }
    }
    const list = body<DeskCategoriesResponse>(await api.get('/api/newsroom/categories', editor)).data;
    expect(list.find((c) => c.id === category.id)).toMatchObject({ name_ru: category.name_ru, slug: category.slug });
    expect(body<DeskTagsResponse>(await api.get(`/api/newsroom/tags?q=${tag.tag_name}`, editor)).data[0]).toMatchObject({ id: tag.id, name_ru: tag.name_ru });
    expect(await auditOf('category', category.id)).toHaveLength(1);
  });

  it('lets an editor and an admin read both lists', async () => {
    for (const cookie of [editor, admin]) {
      const categories = await api.get('/api/newsroom/categories', cookie);
      expect(categories.statusCode).toBe(200);
      expect(categories.headers['cache-control']).toBe('no-store');
      expect(body<DeskCategoriesResponse>(categories).data.length).toBeGreaterThan(0);
      expect((await api.get('/api/newsroom/tags', cookie)).statusCode).toBe(200);
    }
  });
});

describe('categories', () => {
  it('lists every category in menu order with how many articles each has', async () => {
    const { data } = body<DeskCategoriesResponse>(await api.get('/api/newsroom/categories', editor));
    const counts = await t.database.query<{ id: number; n: number }>(`SELECT c.id, count(a.id)::int AS n FROM categories c LEFT JOIN articles a ON a.category_id = c.id GROUP BY c.id`);
    const count = new Map(counts.map((r) => [Number(r.id), Number(r.n)]));
    expect(data).toHaveLength(count.size);
    for (const c of data) expect(c.articles).toBe(count.get(c.id));
    expect(data.some((c) => c.articles > 0)).toBe(true);
    expect(data.map((c) => c.id)).toEqual((await publicCategories()).map((c) => c.category_id));
  });

  it('creates one (last in the menu), audited, and the public call shows it at once', async () => {
    await publicCategories(); // cached now
    for (const cookie of [editor, admin]) {
      const slug = slugOf('created');
      const res = await send('POST', '/api/newsroom/categories', cookie, { slug: `  ${slug.toUpperCase()} `, name_en: 'Created', name_ru: 'Созданная' });
      expect(res.statusCode, res.body).toBe(201);
      const created = body<DeskCategory>(res);
      expect(created).toMatchObject({ slug, name_en: 'Created', name_ru: 'Созданная', articles: 0, old_slugs: [] });
      const all = await publicCategories('en');
      expect(all.at(-1)).toMatchObject({ category_id: created.id, slug, name: 'Created' });
      const [entry] = await auditOf('category', created.id);
      expect(entry).toMatchObject({ action: 'category.create', before: null, after: { slug, name_en: 'Created', name_ru: 'Созданная' } });
    }
  });

  it('refuses a bad slug or name per field (422) and a slug another has (409)', async () => {
    const taken = await newCategory();
    const cases: [object, string, string][] = [
      [{ slug: 'Bad slug!', name_en: 'A', name_ru: 'Б' }, 'slug', 'error-desk-slug-invalid'],
      [{ slug: '-edge-', name_en: 'A', name_ru: 'Б' }, 'slug', 'error-desk-slug-invalid'],
      [{ slug: 'кириллица', name_en: 'A', name_ru: 'Б' }, 'slug', 'error-desk-slug-invalid'],
      [{ name_en: 'A', name_ru: 'Б' }, 'slug', 'error-desk-slug-invalid'],
      [{ slug: slugOf('ok'), name_en: '  ', name_ru: 'Б' }, 'name_en', 'error-desk-name-required'],
      [{ slug: slugOf('ok'), name_en: 'A' }, 'name_ru', 'error-desk-name-required'],
      [{ slug: slugOf('ok'), name_en: 'A'.repeat(81), name_ru: 'Б' }, 'name_en', 'error-desk-name-too-long'],
      [{ slug: slugOf('ok'), name_en: 'A\u0007', name_ru: 'Б' }, 'name_en', 'validation-control-characters'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await send('POST', '/api/newsroom/categories', editor, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(body<ErrorResponse>(res).errors?.[field]?.map((e) => e.code), JSON.stringify(payload)).toContain(code);
    }
    expectRefusal(await send('POST', '/api/newsroom/categories', editor, { slug: taken.slug, name_en: 'Twin', name_ru: 'Близнец' }), 409, 'error-desk-slug-taken', 'slug');
    expect((await send('POST', '/api/newsroom/categories', editor, [1, 2] as unknown as object)).statusCode).toBe(422);
  });

  it('renames in Russian: the header’s menu shows the new name, the audit has before → after', async () => {
    const category = await newCategory();
    await publicCategories('ru');
    const res = await send('PATCH', `/api/newsroom/categories/${category.id}`, editor, { name_ru: 'Новое имя' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<DeskCategory>(res)).toMatchObject({ name_ru: 'Новое имя', name_en: category.name_en, slug: category.slug });
    expect((await publicCategories('ru')).find((c) => c.category_id === category.id)?.name).toBe('Новое имя');
    const [entry] = await auditOf('category', category.id);
    expect(entry).toMatchObject({ action: 'category.rename', before: { name_ru: category.name_ru }, after: { name_ru: 'Новое имя' } });
    // The same name again changes nothing and writes nothing.
    expect((await send('PATCH', `/api/newsroom/categories/${category.id}`, admin, { name_ru: 'Новое имя' })).statusCode).toBe(200);
    expect(await auditOf('category', category.id)).toHaveLength(2);
  });

  it('gives a new slug; the old /cat/{slug} and its RSS answer 301 to the new, and the old slug can be taken back', async () => {
    const category = await newCategory();
    const slug = slugOf('moved');
    const res = await send('PATCH', `/api/newsroom/categories/${category.id}`, editor, { slug });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<DeskCategory>(res)).toMatchObject({ slug, old_slugs: [category.slug] });
    const page = await t.app.inject({ method: 'GET', url: `/cat/${category.slug}?page=2` });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(`/cat/${slug}?page=2`);
    const rss = await t.app.inject({ method: 'GET', url: `/rss/${category.slug}.xml` });
    expect(rss.statusCode).toBe(301);
    expect(rss.headers.location).toBe(`/rss/${slug}.xml`);
    expect((await t.app.inject({ method: 'GET', url: `/cat/${slug}` })).statusCode).not.toBe(301);
    const [entry] = await auditOf('category', category.id);
    expect(entry).toMatchObject({ action: 'category.rename', before: { slug: category.slug }, after: { slug } });
    // Another category may take the old address back: it is its own again.
    const other = await newCategory();
    expect((await send('PATCH', `/api/newsroom/categories/${other.id}`, editor, { slug: category.slug })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/cat/${category.slug}` })).statusCode).not.toBe(301);
    // A slug in use is refused.
    expectRefusal(await send('PATCH', `/api/newsroom/categories/${category.id}`, editor, { slug: category.slug }), 409, 'error-desk-slug-taken', 'slug');
  });

  it('refuses an empty change, a bad field and an unknown id', async () => {
    const category = await newCategory();
    expect((await send('PATCH', `/api/newsroom/categories/${category.id}`, editor, {})).statusCode).toBe(422);
    expectRefusal(await send('PATCH', `/api/newsroom/categories/${category.id}`, editor, { slug: 'Нет' }), 422, 'error-desk-slug-invalid', 'slug');
    expectError(await send('PATCH', '/api/newsroom/categories/999999', editor, { name_ru: 'Х' }), 404, 'error-not-found');
    expect((await send('PATCH', '/api/newsroom/categories/abc', editor, { name_ru: 'Х' })).statusCode).toBe(404);
  });

  it('reorders the menu: the public call follows, audited; an order that misses one is refused', async () => {
    const before = body<DeskCategoriesResponse>(await api.get('/api/newsroom/categories', editor)).data.map((c) => c.id);
    const order = [...before].reverse();
    const res = await send('PUT', '/api/newsroom/categories/order', editor, { ids: order });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<DeskCategoriesResponse>(res).data.map((c) => c.id)).toEqual(order);
    expect((await publicCategories()).map((c) => c.category_id)).toEqual(order);
    const [entry] = await auditOf('category', 'order');
    expect(entry).toMatchObject({ action: 'category.reorder', before: { order: before }, after: { order } });
    expectRefusal(await send('PUT', '/api/newsroom/categories/order', editor, { ids: order.slice(1) }), 422, 'error-desk-order-incomplete', 'ids');
    expectRefusal(await send('PUT', '/api/newsroom/categories/order', editor, { ids: [...order.slice(1), order[1]!] }), 422, 'error-desk-order-incomplete', 'ids');
    expect((await send('PUT', '/api/newsroom/categories/order', admin, { ids: before })).statusCode).toBe(200);
  });

  it('removes only a category no article is in', async () => {
    const empty = await newCategory();
    const used = await newCategory();
    await article(used.id);
    expectRefusal(await send('DELETE', `/api/newsroom/categories/${used.id}`, editor), 409, 'error-desk-in-use');
    const res = await send('DELETE', `/api/newsroom/categories/${empty.id}`, editor);
    expect(res.statusCode).toBe(204);
    expect((await publicCategories()).map((c) => c.category_id)).not.toContain(empty.id);
    expect((await auditOf('category', empty.id))[0]).toMatchObject({ action: 'category.remove', before: { slug: empty.slug }, after: null });
    expectError(await send('DELETE', `/api/newsroom/categories/${empty.id}`, admin), 404, 'error-not-found');
  });

  it('merges one into another: every article moves, the address redirects, in one audited step', async () => {
    const from = await newCategory();
    const into = await newCategory();
    const ids = [await article(from.id), await article(from.id), await article(from.id)];
    await article(into.id);
    const res = await send('POST', `/api/newsroom/categories/${from.id}/merge`, editor, { into: into.id });
    expect(res.statusCode, res.body).toBe(200);
    const merged = body<CategoryMergeResponse>(res);
    expect(merged.moved).toBe(3);
    expect(merged.into).toMatchObject({ id: into.id, articles: 4, old_slugs: [from.slug] });
    const rows = await t.database.query<{ category_id: number }>(`SELECT category_id FROM articles WHERE id = ANY($1)`, [ids]);
    expect(rows.map((r) => Number(r.category_id))).toEqual([into.id, into.id, into.id]);
    expect((await publicCategories()).map((c) => c.category_id)).not.toContain(from.id);
    const page = await t.app.inject({ method: 'GET', url: `/cat/${from.slug}` });
    expect([page.statusCode, page.headers.location]).toEqual([301, `/cat/${into.slug}`]);
    expect((await auditOf('category', from.id))[0]).toMatchObject({ action: 'category.merge', before: { slug: from.slug, articles: 3 }, after: { into: into.id, moved: 3 } });
  });

  it('refuses a merge into itself or into nothing, and of nothing', async () => {
    const category = await newCategory();
    expectRefusal(await send('POST', `/api/newsroom/categories/${category.id}/merge`, editor, { into: category.id }), 422, 'error-desk-merge-self', 'into');
    expectRefusal(await send('POST', `/api/newsroom/categories/${category.id}/merge`, editor, { into: 999999 }), 422, 'error-desk-merge-target', 'into');
    expectRefusal(await send('POST', `/api/newsroom/categories/${category.id}/merge`, editor, { into: 'x' }), 422, 'error-desk-merge-target', 'into');
    expectError(await send('POST', `/api/newsroom/categories/999999/merge`, editor, { into: category.id }), 404, 'error-not-found');
    expect(await auditOf('category', category.id)).toHaveLength(1);
  });
});

describe('tags', () => {
  it('lists tags with how many articles and feed posts use each, and searches the three names', async () => {
    const tag = await newTag('searchable');
    const categoryId = (await publicCategories())[0]!.category_id;
    await article(categoryId, [tag.id]);
    const author = await member(t);
    await feedPost(t, author.cookie, { tags: [tag.id] });
    const found = body<DeskTagsResponse>(await api.get(`/api/newsroom/tags?q=${encodeURIComponent(tag.name_ru.toUpperCase())}`, editor));
    expect(found.data).toEqual([{ id: tag.id, tag_name: tag.tag_name, name_en: tag.name_en, name_ru: tag.name_ru, articles: 1, posts: 1 }]);
    expect(found.total).toBe(1);
    // LIKE's wildcards are plain characters in a search.
    expect(body<DeskTagsResponse>(await api.get('/api/newsroom/tags?q=%25%25%25', editor)).data).toEqual([]);
    const all = body<DeskTagsResponse>(await api.get('/api/newsroom/tags', editor));
    expect(all.total).toBe(Number((await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags`))[0]!.n));
    expect((await api.get(`/api/newsroom/tags?q=${'x'.repeat(81)}`, editor)).statusCode).toBe(422);
  });

  it('creates, renames (public /api/tags/get follows) and refuses a duplicate name (409, any case)', async () => {
    const tag = await newTag();
    expect((await auditOf('tag', tag.id))[0]).toMatchObject({ action: 'tag.create', after: { tag_name: tag.tag_name } });
    const publicTags = async () => body<Page<Tag>>(await t.app.inject({ method: 'POST', url: '/api/tags/get', payload: { per_page: 1000 } })).data;
    await publicTags();
    const res = await send('PATCH', `/api/newsroom/tags/${tag.id}`, admin, { name_en: 'Renamed', name_ru: 'Переименован' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicTags()).find((x) => x.tag_id === tag.id)).toMatchObject({ name_en: 'Renamed', name_ru: 'Переименован', tag_name: tag.tag_name });
    expect((await auditOf('tag', tag.id))[0]).toMatchObject({ action: 'tag.rename', before: { name_en: tag.name_en, name_ru: tag.name_ru }, after: { name_en: 'Renamed', name_ru: 'Переименован' } });
    const other = await newTag();
    expectRefusal(await send('POST', '/api/newsroom/tags', editor, { tag_name: tag.tag_name.toUpperCase(), name_en: 'X', name_ru: 'Х' }), 409, 'error-desk-tag-taken', 'tag_name');
    expectRefusal(await send('PATCH', `/api/newsroom/tags/${other.id}`, editor, { tag_name: tag.tag_name }), 409, 'error-desk-tag-taken', 'tag_name');
    expectRefusal(await send('POST', '/api/newsroom/tags', editor, { tag_name: '', name_en: 'X', name_ru: 'Х' }), 422, 'error-desk-name-required', 'tag_name');
    expectError(await send('PATCH', '/api/newsroom/tags/999999', editor, { name_ru: 'Х' }), 404, 'error-not-found');
  });

  it('removes only a tag nothing uses (an article or a feed post)', async () => {
    const byArticle = await newTag();
    const byPost = await newTag();
    const unused = await newTag();
    await article((await publicCategories())[0]!.category_id, [byArticle.id]);
    await feedPost(t, (await member(t)).cookie, { tags: [byPost.id] });
    expectRefusal(await send('DELETE', `/api/newsroom/tags/${byArticle.id}`, editor), 409, 'error-desk-in-use');
    expectRefusal(await send('DELETE', `/api/newsroom/tags/${byPost.id}`, editor), 409, 'error-desk-in-use');
    expect((await send('DELETE', `/api/newsroom/tags/${unused.id}`, editor)).statusCode).toBe(204);
    expect((await auditOf('tag', unused.id))[0]).toMatchObject({ action: 'tag.remove', before: { tag_name: unused.tag_name }, after: null });
  });

  it('merges a duplicate: its articles (one with both keeps one) and feed posts carry the other, audited', async () => {
    const from = await newTag('dup');
    const into = await newTag('keep');
    const categoryId = (await publicCategories())[0]!.category_id;
    const only = await article(categoryId, [from.id]);
    const both = await article(categoryId, [from.id, into.id]);
    const author = await member(t);
    const post = await feedPost(t, author.cookie, { tags: [from.id] });
    const res = await send('POST', `/api/newsroom/tags/${from.id}/merge`, editor, { into: into.id });
    expect(res.statusCode, res.body).toBe(200);
    const merged = body<TagMergeResponse>(res);
    expect(merged).toMatchObject({ articles: 2, posts: 1, into: { id: into.id, articles: 2, posts: 1 } });
    const tagged = await t.database.query<{ article_id: number; tag_id: number }>(`SELECT article_id, tag_id FROM article_tags WHERE article_id = ANY($1) ORDER BY article_id`, [[only, both]]);
    expect(tagged.map((r) => [Number(r.article_id), Number(r.tag_id)])).toEqual([[only, into.id], [both, into.id]]);
    const [postRow] = await t.database.query<{ tag_id: number }>(`SELECT tag_id FROM feed_posts WHERE id = $1`, [post.id]);
    expect(Number(postRow!.tag_id)).toBe(into.id);
    expect(await t.database.query(`SELECT 1 FROM tags WHERE id = $1`, [from.id])).toHaveLength(0);
    expect((await auditOf('tag', from.id))[0]).toMatchObject({ action: 'tag.merge', before: { tag_name: from.tag_name, articles: 2, posts: 1 }, after: { into: into.id, articles: 2, posts: 1 } });
    expectRefusal(await send('POST', `/api/newsroom/tags/${into.id}/merge`, editor, { into: into.id }), 422, 'error-desk-merge-self', 'into');
    expectRefusal(await send('POST', `/api/newsroom/tags/${into.id}/merge`, editor, { into: 999999 }), 422, 'error-desk-merge-target', 'into');
  });
});
