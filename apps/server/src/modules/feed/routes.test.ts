import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PER_PAGE, MAX_IMAGES, PAGE_MAX, POST_IMAGE_MAX_BYTES, POSTS_PER_WINDOW, type FeedResponse, type FeedPost } from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedTag, staff } from '../../test/factories.ts';
import { client, jpegFile, newMember, pngFile, signIn, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import { popularityOf } from '../../db/schema/feed-popularity.ts';
import { cacheFeedPages } from '../../test/page-cache.ts';

let t: TestApp;
let c: Client;
let clock: Date;
/** The tag of the posts here, made for them. */
let bicycles: number;
let moderator: string;
const reader = DEMO_ACCOUNTS.find((a) => a.role === 'user')!;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  bicycles = await feedTag(t, { name: 'bicycles', en: 'Bicycles', ru: 'Велосипеды' });
  moderator = await staff(t, 'moderator');
});
afterAll(() => t.close());

const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));

function postForm(fields: { title?: string; content?: string; is_draft?: string; tag?: number | string | null } = {}, files: Part[1][] = []): Part[] {
  const parts: Part[] = [
    ['title', fields.title ?? 'Продаю велосипед'],
    ['content', fields.content ?? '<p>Почти новый, <strong>недорого</strong>.</p>'],
    ['is_draft', fields.is_draft ?? '0'],
  ];
  if (fields.tag !== null) parts.push(['tags[0]', String(fields.tag ?? bicycles)]);
  files.forEach((file, i) => parts.push([`images[${i}]`, file]));
  return parts;
}

async function create(cookie: string, fields: Parameters<typeof postForm>[0] = {}, files: Part[1][] = []) {
  tick();
  const res = await c.form('/api/forum/posts', cookie, postForm(fields, files));
  expect(res.statusCode, res.body).toBe(201);
  return body<FeedPost>(res);
}

const approve = async (id: number) => {
  const res = await c.post(`/api/forum/moderation/posts/${id}`, moderator, { decision: 'approve' });
  expect(res.statusCode, res.body).toBe(200);
};

describe('POST /api/forum/posts (spec §7 multipart)', () => {
  it('creates a pending post from the multipart form, sanitized, with its images re-encoded', async () => {
    const me = await newMember(t, { firstName: 'Ольга' });
    const post = await create(me.cookie, { title: '  Продаю велосипед  ', content: '<p onclick="x()">Почти новый<script>alert(1)</script></p>' }, [await pngFile(400, 300), await jpegFile(200, 100)]);
    expect(post).toMatchObject({
      title: 'Продаю велосипед',
      content: '<p>Почти новый</p>',
      excerpt: 'Почти новый',
      status: 'pending',
      rejection_reason: null,
      likes: 0,
      liked: false,
      comments_count: 0,
      can_edit: true,
      author: { id: me.id, name: 'Ольга N.' },
      tag: { tag_id: bicycles, tag_name: 'bicycles', name_en: 'Bicycles', name_ru: 'Велосипеды' },
    });
    expect(post.images).toHaveLength(2);
    expect(post.images[0]).toMatchObject({ width: 400, height: 300, alt: 'Продаю велосипед' });
    expect(post.images[0]!.src).toMatch(/^\/media\/images\/[0-9a-f]{32}\/\d+\.webp$/);
    expect(post.images[0]!.id).not.toBe(post.images[1]!.id);
    const stored = await t.storage.get(post.images[1]!.src.replace('/media/', ''));
    expect((await sharp(stored).metadata()).format).toBe('webp');
  });

  it('strips EXIF from an uploaded photo', async () => {
    const me = await newMember(t);
    const photo = await jpegFile(300, 200, { Artist: 'secret-artist', Copyright: 'gps-and-secrets' });
    expect((await sharp(photo.data).metadata()).exif?.toString('latin1')).toContain('secret-artist');
    const post = await create(me.cookie, {}, [photo]);
    const key = post.images[0]!.src.replace('/media/', '');
    for (const file of [key, `${key.slice(0, key.lastIndexOf('/'))}/share.jpg`]) {
      const data = await t.storage.get(file);
      expect((await sharp(data).metadata()).exif).toBeUndefined();
      expect(data.toString('latin1')).not.toContain('secret');
    }
  });

  it('accepts GIF and WebP, and an image-only post without text', async () => {
    const me = await newMember(t);
    const gif = { data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00ff00' } }).gif().toBuffer(), filename: 'a.gif', type: 'image/gif' };
    const webp = { data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0000ff' } }).webp().toBuffer(), filename: 'b.webp', type: 'image/webp' };
    const post = await create(me.cookie, { content: '<p></p>' }, [gif, webp]);
    expect(post.images).toHaveLength(2);
    expect(post.excerpt).toBe('');
  });

  it('refuses a file that only claims to be an image, and formats the feed does not take', async () => {
    const me = await newMember(t);
    const fakes = [
      { data: Buffer.from('just some text, not a picture\n'), filename: 'photo.png', type: 'image/png' },
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'), filename: 'x.png', type: 'image/png' },
      { data: await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).tiff().toBuffer(), filename: 'x.jpg', type: 'image/jpeg' },
    ];
    for (const fake of fakes) {
      const res = await c.form('/api/forum/posts', me.cookie, postForm({}, [fake]));
      const error = expectError(res, 422, 'error-image-invalid');
      expect(error.message).toBe('This file is not a JPEG, PNG, WebP or GIF image.');
      expect(error.errors?.['images']?.[0]?.code).toBe('error-image-invalid');
    }
    // A JPEG cut short passes the header check but cannot be decoded: still the uploader's mistake.
    const whole = (await jpegFile(300, 300)).data;
    const cut = { data: whole.subarray(0, Math.floor(whole.byteLength / 2)), filename: 'cut.jpg', type: 'image/jpeg' };
    expectError(await c.form('/api/forum/posts', me.cookie, postForm({}, [cut])), 422, 'error-image-invalid');
    expect(body<FeedResponse>(await c.get('/api/forum/posts?view=my', me.cookie)).total).toBe(0);
  });

  it(`refuses a fifth image (at most ${MAX_IMAGES}) with notification-max-images on the images field`, async () => {
    const me = await newMember(t);
    const file = await pngFile();
    const res = await c.form('/api/forum/posts', me.cookie, postForm({}, [file, file, file, file, file]));
    const error = expectError(res, 422, 'notification-max-images');
    expect(error.errors).toEqual({ images: [{ code: 'notification-max-images', message: 'You can attach at most 4 images.' }] });
    await create(me.cookie, {}, [file, file, file, file]);
  });

  it('refuses an image over the size limit with error-image-too-large (422, images field)', async () => {
    const me = await newMember(t);
    const big = { data: Buffer.alloc(POST_IMAGE_MAX_BYTES + 1, 7), filename: 'big.png', type: 'image/png' };
    const error = expectError(await c.form('/api/forum/posts', me.cookie, postForm({}, [big])), 422, 'error-image-too-large');
    expect(error.errors?.['images']?.[0]?.code).toBe('error-image-too-large');
  });

  it('refuses empty fields, content that is only markup, a long title and a missing or unknown tag', async () => {
    const me = await newMember(t);
    const cases: [Parameters<typeof postForm>[0], string, string][] = [
      [{ title: '' }, 'error-empty-fields', 'title'],
      [{ title: '   ' }, 'error-empty-fields', 'title'],
      [{ content: '' }, 'error-empty-fields', 'content'],
      [{ content: '<p> </p><p><br></p>' }, 'error-empty-fields', 'content'],
      [{ content: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, 'error-empty-fields', 'content'],
      [{ title: 'x'.repeat(151) }, 'error-title-too-long', 'title'],
      [{ tag: null }, 'error-tag-required', 'tags'],
      [{ tag: 999_999 }, 'error-tag-required', 'tags'],
      [{ tag: 'chicago' }, 'error-tag-required', 'tags'],
    ];
    for (const [fields, code, field] of cases) {
      const error = expectError(await c.form('/api/forum/posts', me.cookie, postForm(fields)), 422, code);
      expect(error.errors?.[field]?.[0]?.code, JSON.stringify(fields)).toBe(code);
    }
    expect(body<FeedResponse>(await c.get('/api/forum/posts?view=my', me.cookie)).total).toBe(0);
  });

  it('takes the same form as JSON', async () => {
    const me = await newMember(t);
    tick();
    const res = await c.post('/api/forum/posts', me.cookie, { title: 'JSON', content: '<p>ok</p>', tags: [bicycles] });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<FeedPost>(res).status).toBe('pending');
  });

  it('needs a session (401), then a confirmed phone (403), before it reads the upload', async () => {
    expectError(await c.form('/api/forum/posts', undefined, postForm()), 401, 'notification-auth-error');
    expectError(await c.form('/api/forum/posts', 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', postForm()), 401, 'notification-auth-error');
    const unverified = await newMember(t, { phoneVerified: false });
    const file = await pngFile();
    // Even a form that breaks the upload limits is refused for who sends it, not for what.
    const error = expectError(await c.form('/api/forum/posts', unverified.cookie, postForm({}, [file, file, file, file, file])), 403, 'notification-please-verify-phone');
    expect(error.message).toBe('Please verify your phone number!');
  });

  it(`limits new posts to ${POSTS_PER_WINDOW} per author in the window (drafts count), counted in the database`, async () => {
    const me = await newMember(t);
    for (let i = 0; i < POSTS_PER_WINDOW; i++) await create(me.cookie, { is_draft: i % 2 ? '1' : '0' });
    const error = expectError(await c.form('/api/forum/posts', me.cookie, postForm()), 429, 'error-writing-too-fast');
    expect(error.message).toBe('You are writing too fast. Please wait a few minutes.');
    // Deleting does not give the quota back.
    const mine = body<FeedResponse>(await c.get('/api/forum/posts?view=my', me.cookie)).data;
    expect((await c.del(`/api/forum/posts/${mine[0]!.id}`, me.cookie)).statusCode).toBe(204);
    expectError(await c.form('/api/forum/posts', me.cookie, postForm()), 429, 'error-writing-too-fast');
    // Another writer is not affected; the window passes.
    await create((await newMember(t)).cookie);
    tick(10 * 60_000);
    await create(me.cookie);
  });

  it('never answers 500 to a malformed body', async () => {
    const me = await newMember(t);
    const odd = [
      { payload: 'not json', headers: { 'content-type': 'application/json' } },
      { payload: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: '', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
      { payload: '--x--\r\n', headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(300)}` } },
      { payload: 'abc', headers: { 'content-type': 'multipart/form-data' } },
      { payload: '[1,2,3]', headers: { 'content-type': 'application/json' } },
      { payload: '{"title":{"a":1},"content":[1],"tags":"x"}', headers: { 'content-type': 'application/json' } },
      { payload: 'title=a&content=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ];
    for (const o of odd) {
      const res = await t.app.inject({ method: 'POST', url: '/api/forum/posts', payload: o.payload, headers: { ...o.headers, cookie: me.cookie } });
      expect(res.statusCode, `${o.payload}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});

describe('reading posts: visibility', () => {
  it('shows a pending post to its author and moderators only; others get 404', async () => {
    const author = await newMember(t);
    const other = await newMember(t);
    const post = await create(author.cookie);
    expectError(await c.get(`/api/forum/posts/${post.id}`), 404, 'error-not-found');
    expectError(await c.get(`/api/forum/posts/${post.id}`, other.cookie), 404, 'error-not-found');
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, author.cookie))).toMatchObject({ status: 'pending', can_edit: true });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, moderator))).toMatchObject({ status: 'pending', can_edit: false });
    const feed = body<FeedResponse>(await c.get('/api/forum/posts?view=created_at', author.cookie));
    expect(feed.data.map((p) => p.id)).not.toContain(post.id);

    await approve(post.id);
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`))).toMatchObject({ status: 'approved', can_edit: false, liked: false });
    expect(body<FeedResponse>(await c.get('/api/forum/posts?view=created_at')).data[0]!.id).toBe(post.id);
  });

  it('keeps answers shaped for a signed-in reader (own posts, likes, edit rights) out of shared caches', async () => {
    const author = await newMember(t);
    const post = await create(author.cookie);
    await approve(post.id);
    for (const url of [`/api/forum/posts/${post.id}`, '/api/forum/posts?view=my', '/api/forum/posts', `/api/forum/posts/${post.id}/comments`]) {
      expect((await c.get(url, author.cookie)).headers['cache-control'], url).toBe('private, no-store');
    }
    for (const url of [`/api/forum/posts/${post.id}`, '/api/forum/posts', `/api/forum/posts/${post.id}/comments`]) {
      expect((await c.get(url)).headers['cache-control'], url).toBeUndefined();
    }
  });

  it('answers 404 for ids that do not exist or are not ids', async () => {
    for (const url of ['/api/forum/posts/999999', '/api/forum/posts/0', '/api/forum/posts/abc', '/api/forum/posts/1e3', '/api/forum/posts/99999999999']) {
      expectError(await c.get(url), 404, 'error-not-found');
    }
  });

  it('tells the reason of a rejection to the author and moderators only', async () => {
    const author = await newMember(t);
    const post = await create(author.cookie);
    await c.post(`/api/forum/moderation/posts/${post.id}`, moderator, { decision: 'reject', reason: 'Не по теме ленты' });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, author.cookie))).toMatchObject({ status: 'rejected', rejection_reason: 'Не по теме ленты' });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, moderator)).rejection_reason).toBe('Не по теме ленты');
    expectError(await c.get(`/api/forum/posts/${post.id}`, (await newMember(t)).cookie), 404, 'error-not-found');
  });
});

describe('GET /api/forum/posts (the feed)', () => {
  it('lists approved seeded posts by popularity, page by page, with the Laravel envelope', async () => {
    const first = body<FeedResponse>(await c.get('/api/forum/posts'));
    expect(first).toMatchObject({ current_page: 1, per_page: FEED_PER_PAGE });
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.last_page).toBe(Math.ceil(first.total / FEED_PER_PAGE));
    expect(first.data).toHaveLength(FEED_PER_PAGE);
    for (const post of first.data) {
      expect(post.status).toBe('approved');
      expect(post.rejection_reason).toBeNull();
      expect(post.excerpt.length).toBeLessThanOrEqual(240);
      expect(post).not.toHaveProperty('content');
    }
    const scores = first.data.map((p) => popularityOf(p.likes, p.comments_count, new Date(p.created_at)));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const second = body<FeedResponse>(await c.get('/api/forum/posts?page=2'));
    expect(second.current_page).toBe(2);
    expect(second.data.map((p) => p.id).filter((id) => first.data.some((p) => p.id === id))).toEqual([]);
    const beyond = body<FeedResponse>(await c.get('/api/forum/posts?page=999'));
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('stores popularity as the rule says', async () => {
    const rows = await t.database.query<{ likes: number; comments_count: number; created_at: Date; popularity: number }>(
      "SELECT likes, comments_count, created_at, popularity FROM feed_posts WHERE status = 'approved' ORDER BY id LIMIT 10",
    );
    for (const row of rows) expect(row.popularity).toBeCloseTo(popularityOf(row.likes, row.comments_count, new Date(row.created_at)), 6);
  });

  it('lists newest first and filters by one tag (?category=tag_name)', async () => {
    const newest = body<FeedResponse>(await c.get('/api/forum/posts?view=created_at'));
    const times = newest.data.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const children = body<FeedResponse>(await c.get('/api/forum/posts?category=children'));
    expect(children.total).toBeGreaterThan(0);
    for (const post of children.data) expect(post.tag.tag_name).toBe('children');
    expectError(await c.get('/api/forum/posts?category=no-such-tag'), 404, 'error-not-found');
    expectError(await c.get('/api/forum/posts?category=Bad%20Tag'), 422, 'error-validation');
    expectError(await c.get('/api/forum/posts?view=best'), 422, 'error-validation');
  });

  it('takes the query within the contract\'s bounds: a page up to PAGE_MAX, a category that is a slug', async () => {
    expect(body<FeedResponse>(await c.get(`/api/forum/posts?page=${PAGE_MAX}`))).toMatchObject({ current_page: PAGE_MAX, data: [] });
    expectError(await c.get(`/api/forum/posts?page=${PAGE_MAX + 1}`), 422, 'error-validation');
    expectError(await c.get('/api/forum/posts?page=0'), 422, 'error-validation');
    expectError(await c.get(`/api/forum/posts?category=${'a'.repeat(65)}`), 422, 'error-validation');
  });

  it('view=my needs a session and lists the caller’s own posts in every state, drafts included', async () => {
    expectError(await c.get('/api/forum/posts?view=my'), 401, 'notification-auth-error');
    const readerCookie = await signIn(t, reader);
    const mine = body<FeedResponse>(await c.get('/api/forum/posts?view=my', readerCookie));
    expect(new Set(mine.data.map((p) => p.status))).toEqual(new Set(['approved', 'pending', 'rejected', 'draft']));
    expect(mine.data.every((p) => p.author.name === 'Анна П.')).toBe(true);
    expect(mine.data.find((p) => p.status === 'rejected')?.rejection_reason).toBeTruthy();
  });
});

describe('drafts', () => {
  it('keeps a draft out of the queue, resumes it, and sends it with is_draft=0', async () => {
    const me = await newMember(t);
    const draft = await create(me.cookie, { is_draft: '1', title: 'Черновик' });
    expect(draft.status).toBe('draft');
    const queue = body<{ data: { id: number }[] }>(await c.get('/api/forum/moderation?kind=posts&page=1', moderator));
    expect(queue.data.map((p) => p.id)).not.toContain(draft.id);
    expectError(await c.post(`/api/forum/moderation/posts/${draft.id}`, moderator, { decision: 'approve' }), 409, 'error-conflict');

    tick(3600_000);
    const saved = await c.form(`/api/forum/posts/${draft.id}`, me.cookie, postForm({ is_draft: '1', title: 'Черновик, ещё пишу' }));
    expect(body<FeedPost>(saved)).toMatchObject({ status: 'draft', title: 'Черновик, ещё пишу', created_at: draft.created_at });

    tick(3600_000);
    const sent = body<FeedPost>(await c.form(`/api/forum/posts/${draft.id}`, me.cookie, postForm({ is_draft: '0', title: 'Готово' })));
    expect(sent.status).toBe('pending');
    // A draft's date in the feed is when it was sent.
    expect(sent.created_at).toBe(clock.toISOString());
    expect(body<{ data: { id: number }[] }>(await c.get('/api/forum/moderation?kind=posts&page=1', moderator)).data.map((p) => p.id)).toContain(draft.id);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit: back to pending, images kept by id then new ones, pages that show it dropped from the page cache', async () => {
    const author = await newMember(t);
    const red = await pngFile(30, 30, '#ff0000');
    const green = await pngFile(30, 30, '#00ff00');
    const post = await create(author.cookie, {}, [red, green]);
    await approve(post.id);
    const cachedPages = cacheFeedPages(t.app, post.id);

    const [, keep] = post.images;
    const res = await c.form(`/api/forum/posts/${post.id}`, author.cookie, [
      ...postForm({ title: 'Изменённый', content: '<p>Новый текст</p>' }),
      ['keep_images[0]', String(keep!.id)],
      ['keep_images[1]', '999999'],
      ['images[0]', await pngFile(30, 30, '#0000ff')],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const edited = body<FeedPost>(res);
    expect(edited).toMatchObject({ title: 'Изменённый', content: '<p>Новый текст</p>', status: 'pending', rejection_reason: null });
    expect(edited.images.map((i) => i.id)[0]).toBe(keep!.id);
    expect(edited.images).toHaveLength(2);
    expect(cachedPages(), 'the pages that show the post are dropped, and only they').toEqual(['article']);
    expectError(await c.get(`/api/forum/posts/${post.id}`), 404, 'error-not-found');
  });

  it('counts kept and new images together against the limit', async () => {
    const author = await newMember(t);
    const file = await pngFile();
    const post = await create(author.cookie, {}, [file, file, file]);
    const res = await c.form(`/api/forum/posts/${post.id}`, author.cookie, [
      ...postForm(),
      ...post.images.map((image, i): Part => [`keep_images[${i}]`, String(image.id)]),
      ['images[0]', file],
      ['images[1]', file],
    ]);
    expectError(res, 422, 'notification-max-images');
  });

  it('refuses others: 403 error-not-owner for a post they can see, 404 for one they cannot', async () => {
    const author = await newMember(t);
    const other = await newMember(t);
    const post = await create(author.cookie);
    expectError(await c.form(`/api/forum/posts/${post.id}`, other.cookie, postForm()), 404, 'error-not-found');
    await approve(post.id);
    const error = expectError(await c.form(`/api/forum/posts/${post.id}`, other.cookie, postForm()), 403, 'error-not-owner');
    expect(error.message).toBe('You can change only your own posts and comments.');
    expectError(await c.del(`/api/forum/posts/${post.id}`, other.cookie), 403, 'error-not-owner');
    expectError(await c.del(`/api/forum/posts/${post.id}`, moderator), 403, 'error-not-owner');
    expectError(await c.del(`/api/forum/posts/${post.id}`), 401, 'notification-auth-error');
    expectError(await c.form('/api/forum/posts/999999', author.cookie, postForm()), 404, 'error-not-found');
  });

  it('deletes the author’s post (204): gone for everyone, the pages that show it dropped from the page cache', async () => {
    const author = await newMember(t);
    const post = await create(author.cookie);
    await approve(post.id);
    const cachedPages = cacheFeedPages(t.app, post.id);
    const res = await c.del(`/api/forum/posts/${post.id}`, author.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(cachedPages(), 'the pages that show the post are dropped, and only they').toEqual(['article']);
    expectError(await c.get(`/api/forum/posts/${post.id}`, author.cookie), 404, 'error-not-found');
    expectError(await c.del(`/api/forum/posts/${post.id}`, author.cookie), 404, 'error-not-found');
    expect(body<FeedResponse>(await c.get('/api/forum/posts?view=created_at')).data.map((p) => p.id)).not.toContain(post.id);
  });
});

describe('POST /api/forum/posts/{id}/like', () => {
  it('toggles the caller’s like of an approved post, once per user', async () => {
    const author = await newMember(t);
    const fan = await newMember(t);
    const post = await create(author.cookie);
    expectError(await c.post(`/api/forum/posts/${post.id}/like`, fan.cookie), 404, 'error-not-found');
    await approve(post.id);
    expect(body(await c.post(`/api/forum/posts/${post.id}/like`, fan.cookie))).toEqual({ liked: true, likes: 1 });
    expect(body(await c.post(`/api/forum/posts/${post.id}/like`, author.cookie))).toEqual({ liked: true, likes: 2 });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, fan.cookie))).toMatchObject({ liked: true, likes: 2 });
    expect(body(await c.post(`/api/forum/posts/${post.id}/like`, fan.cookie))).toEqual({ liked: false, likes: 1 });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, fan.cookie))).toMatchObject({ liked: false, likes: 1 });
    expectError(await c.post(`/api/forum/posts/${post.id}/like`), 401, 'notification-auth-error');
    expectError(await c.post(`/api/forum/posts/${post.id}/like`, (await newMember(t, { phoneVerified: false })).cookie), 403, 'notification-please-verify-phone');
    expectError(await c.post('/api/forum/posts/999999/like', fan.cookie), 404, 'error-not-found');
  });

  it('marks the caller’s likes in the feed', async () => {
    const readerCookie = await signIn(t, reader);
    const feed = body<FeedResponse>(await c.get('/api/forum/posts', readerCookie));
    const liked = await t.database.query<{ post_id: number }>(
      'SELECT post_id FROM feed_post_likes l JOIN users u ON u.id = l.user_id WHERE u.email = $1',
      [reader.email],
    );
    const likedIds = new Set(liked.map((r) => r.post_id));
    for (const post of feed.data) expect(post.liked, `post ${post.id}`).toBe(likedIds.has(post.id));
    expect(body<FeedResponse>(await c.get('/api/forum/posts')).data.every((p) => !p.liked)).toBe(true);
  });
});
