import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_FORM_MAX_BYTES } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../test/app.ts';
import { client, multipart, newMember, pngFile, tagId, type Client } from '../test/feed.ts';
import { readerCookie } from '../test/http.ts';
import { builtWeb, WEB_BUILD_TIMEOUT_MS } from '../test/web.ts';

/**
 * The web app's one write path (decision 016): every write is a route action, a form that works
 * without JavaScript (fetchers send the same forms). These are the forms as a browser without
 * JavaScript sends them, through the real build.
 */
let t: TestApp;
let c: Client;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({ web: builtWeb(), env: { RENDER_THREADS: '0' } });
  c = client(t);
  const [row] = await t.database.query<{ id: number }>('SELECT id FROM articles ORDER BY id LIMIT 1');
  articleId = Number(row!.id);
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => t?.close());

const urlencoded = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });

describe('the feed action: the post form with its pictures', () => {
  it('saves a post through the API, the pictures included', async () => {
    const me = await newMember(t);
    const res = await c.form('/feed?index', me.cookie, [
      ['title', 'Отдам даром книги'],
      ['content', '<p>Целая полка, <strong>забирайте</strong>.</p><script>alert(1)</script>'],
      ['is_draft', '0'],
      ['tags[0]', String(await tagId(t, 'chicago'))],
      ['images[0]', await pngFile(320, 240)],
    ]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const [post] = await t.database.query<{ id: number; title: string; content_html: string; status: string }>(
      'SELECT id, title, content_html, status FROM feed_posts WHERE author_id = $1',
      [me.id],
    );
    expect(post).toMatchObject({ title: 'Отдам даром книги', content_html: '<p>Целая полка, <strong>забирайте</strong>.</p>', status: 'pending' });
    const images = await t.database.query('SELECT 1 FROM feed_post_images WHERE post_id = $1', [post!.id]);
    expect(images).toHaveLength(1);
  });

  it('edits one of the author’s own posts only', async () => {
    const me = await newMember(t);
    const other = await newMember(t);
    const chicago = String(await tagId(t, 'chicago'));
    const form = (title: string, postId?: number) => [
      ['title', title] as [string, string],
      ['content', '<p>Текст</p>'] as [string, string],
      ['is_draft', '1'] as [string, string],
      ['tags[0]', chicago] as [string, string],
      ...(postId ? [['post_id', String(postId)] as [string, string]] : []),
    ];
    expect((await c.form('/feed?index', me.cookie, form('Черновик'))).statusCode).toBe(200);
    const [draft] = await t.database.query<{ id: number }>('SELECT id FROM feed_posts WHERE author_id = $1', [me.id]);
    expect((await c.form('/feed?index', me.cookie, form('Черновик, дописанный', draft!.id))).statusCode).toBe(200);
    expect((await c.form('/feed?index', other.cookie, form('Чужая правка', draft!.id))).statusCode).toBe(200);
    const rows = await t.database.query<{ title: string }>('SELECT title FROM feed_posts WHERE id = $1', [draft!.id]);
    expect(rows[0]!.title).toBe('Черновик, дописанный');
    expect(await t.database.query('SELECT 1 FROM feed_posts WHERE author_id = $1', [other.id])).toHaveLength(0);
  });

  it('refuses a form larger than the largest post before reading it (413)', async () => {
    const me = await newMember(t);
    const big = multipart([['images[0]', { data: Buffer.alloc(POST_FORM_MAX_BYTES + 1), filename: 'big.png', type: 'image/png' }]]);
    const res = await t.app.inject({ method: 'POST', url: '/feed?index', payload: big.payload, headers: { ...big.headers, cookie: me.cookie } });
    expect(res.statusCode).toBe(413);
    expect(await t.database.query('SELECT 1 FROM feed_posts WHERE author_id = $1', [me.id])).toHaveLength(0);
  });

  it.each(['/profile', `/article/1`, '/feed/1', '/', '/login'])('no other page takes a multipart form: %s answers 415', async (url) => {
    const me = await newMember(t);
    const res = await c.form(url, me.cookie, [['intent', 'like']]);
    expect(res.statusCode).toBe(415);
  });
});

describe("the owner's events action: the event form with its pictures", () => {
  it('takes the multipart form and sends the event for review', async () => {
    const me = await newMember(t);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(Date.now() + 5 * 86_400_000));
    const fields: [string, string][] = [
      ['intent', 'event-save'],
      ['title', 'Вечер поэзии'],
      ['category', 'community'],
      ['description', 'Читаем стихи.'],
      ['start_date', day],
      ['end_date', day],
      ['address', '1 Main St'],
      ['city', 'Skokie'],
      ['state', 'IL'],
      ['zip', '60076'],
      ...['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((d): [string, string][] => [[`${d}_opens`, '07:00 PM'], [`${d}_closes`, '09:00 PM']]),
    ];
    const res = await c.form('/profile/events', me.cookie, [...fields, ['images[0]', await pngFile()]]);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const rows = await t.database.query<{ status: string }>('SELECT status FROM events WHERE owner_id = $1', [me.id]);
    expect(rows).toEqual([{ status: 'awaiting_review' }]);
  });
});

describe('the article action', () => {
  it('likes an article without JavaScript, handing out the reader key it needs', async () => {
    const count = async () => (await t.database.query('SELECT 1 FROM article_likes WHERE article_id = $1', [articleId])).length;
    const before = await count();
    const res = await urlencoded(`/article/${articleId}`, { intent: 'like' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const key = readerCookie(res);
    expect(key?.value).toBeTruthy();
    expect(await count()).toBe(before + 1);
    expect(res.body).toMatch(/aria-pressed="true"/);
    // The same browser again: the like is taken back.
    const again = await urlencoded(`/article/${articleId}`, { intent: 'like' }, `rid=${key!.value}`);
    expect(again.statusCode).toBe(200);
    expect(await count()).toBe(before);
    expect(again.body).toMatch(/aria-pressed="false"/);
  });

  it('answers an unknown intent with a refusal, changing nothing', async () => {
    const res = await urlencoded(`/article/${articleId}`, { intent: 'delete-everything' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html');
  });
});

describe('the visit count', () => {
  it('counts a visit posted by the page, and has no page of its own', async () => {
    const total = async () => (await t.database.query<{ n: number }>('SELECT COALESCE(SUM(visitors), 0)::int AS n FROM site_visit_days'))[0]!.n;
    const before = await total();
    const res = await t.app.inject({ method: 'POST', url: '/viewers/visit' });
    expect(res.statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
    const get = await t.app.inject({ method: 'GET', url: '/viewers/visit' });
    expect(get.statusCode).toBe(405);
  });
});

describe('the home page action: the newsletter pop-up', () => {
  it('sends a signed-out reader to /login', async () => {
    const res = await urlencoded('/?index', { intent: 'newsletter-subscribe' });
    expect(res.statusCode).toBe(302);
    expect(res.headers['location']).toBe('/login');
  });

  it('subscribes a member with their own address (pending until confirmed)', async () => {
    const me = await newMember(t);
    const res = await urlencoded('/?index', { intent: 'newsletter-subscribe' }, me.cookie);
    expect(res.statusCode).toBe(200);
    // Their address is not confirmed yet: its mailbox gets the confirmation link.
    const mails = (await t.outbox.mail()).filter((mail) => mail.to === me.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/\/newsletter\/confirm\?token=/);
  });
});
