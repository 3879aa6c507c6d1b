import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_EDITS_PER_WINDOW, POST_IMAGE_MAX_PIXELS, type FeedPost } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedTag } from '../../test/factories.ts';
import { client, jpegFile, newMember, pngFile, pngHeader, type Client, type Part } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

/** Images of feed posts: decoded within a pixel limit, stored under random names, deleted with what showed them. */

let t: TestApp;
let c: Client;
let clock: Date;
let chicago: number;
let uploadsDir: string;

beforeAll(async () => {
  // This file's own temporary folder, to see what uploads leave there.
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'gazeta-uploads-test-'));
  process.env['TMPDIR'] = uploadsDir;
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  chicago = await feedTag(t);
});
afterAll(() => t?.close());

const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));

function postForm(files: Part[1][] = [], extra: Part[] = []): Part[] {
  return [['title', 'Фото с прогулки'], ['content', '<p>Вот что я видел.</p>'], ['is_draft', '0'], ['tags[0]', String(chicago)], ...files.map((file, i): Part => [`images[${i}]`, file]), ...extra];
}

async function create(cookie: string, files: Part[1][]) {
  tick();
  const res = await c.form('/api/forum/posts', cookie, postForm(files));
  expect(res.statusCode, res.body).toBe(201);
  return body<FeedPost>(res);
}

const mediaCount = async () => (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM media'))[0]!.n;

/** The storage folder of a shown image (`images/<name>`), from its URL. */
const folderOf = (src: string) => src.replace('/media/', '').replace(/\/[^/]+$/, '');

const exists = (key: string) =>
  t.storage.get(key).then(
    () => true,
    () => false,
  );

async function storedFiles(src: string) {
  const folder = folderOf(src);
  return { share: await exists(`${folder}/share.jpg`), shown: await exists(src.replace('/media/', '')), media: (await t.database.query('SELECT 1 FROM media WHERE storage_key = $1', [folder])).length };
}

describe('the pixel limit', () => {
  it(`refuses an image whose header claims more than ${POST_IMAGE_MAX_PIXELS / 1e6} megapixels before decoding it (error-image-too-many-pixels, 422 on images)`, async () => {
    const me = await newMember(t);
    const before = await mediaCount();
    const huge = pngHeader(8000, 4001);
    expect(huge.data.byteLength).toBeLessThan(1024);
    const started = performance.now();
    const error = expectError(await c.form('/api/forum/posts', me.cookie, postForm([huge])), 422, 'error-image-too-many-pixels');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(error.message).toBe('An image may be at most 32 megapixels.');
    expect(error.errors).toEqual({ images: [{ code: 'error-image-too-many-pixels', message: 'An image may be at most 32 megapixels.' }] });
    // Exactly at the limit the header passes; this one's picture is not really there.
    expectError(await c.form('/api/forum/posts', me.cookie, postForm([pngHeader(8000, 4000)])), 422, 'error-image-invalid');
    // Edits are held to the same limit.
    const post = await create(me.cookie, []);
    expectError(await c.form(`/api/forum/posts/${post.id}`, me.cookie, postForm([huge])), 422, 'error-image-too-many-pixels');
    expect(await mediaCount()).toBe(before);
  });
});

describe('stored images', () => {
  it('get a new random name for every upload, even of the same picture', async () => {
    const me = await newMember(t);
    const file = await pngFile(40, 30);
    const first = await create(me.cookie, [file, file]);
    const second = await create(me.cookie, [file]);
    const folders = [...first.images, ...second.images].map((image) => folderOf(image.src));
    for (const folder of folders) expect(folder).toMatch(/^images\/[0-9a-f]{32}$/);
    expect(new Set(folders).size).toBe(3);
  });

  it('are deleted, files and rows, with their post', async () => {
    const me = await newMember(t);
    const post = await create(me.cookie, [await pngFile(40, 30, '#112233'), await jpegFile(50, 40)]);
    for (const image of post.images) expect(await storedFiles(image.src)).toEqual({ share: true, shown: true, media: 1 });
    expect((await c.del(`/api/forum/posts/${post.id}`, me.cookie)).statusCode).toBe(204);
    for (const image of post.images) expect(await storedFiles(image.src)).toEqual({ share: false, shown: false, media: 0 });
  });

  it('that something else still shows stay when a post that showed them goes', async () => {
    const me = await newMember(t);
    const post = await create(me.cookie, [await pngFile(40, 30, '#445566')]);
    const other = await create(me.cookie, []);
    // Seeded content shares pictures between posts (and files stored before random names may too).
    await t.database.query(
      'INSERT INTO feed_post_images (post_id, media_id, position) SELECT $1, media_id, 0 FROM feed_post_images WHERE post_id = $2',
      [other.id, post.id],
    );
    expect((await c.del(`/api/forum/posts/${post.id}`, me.cookie)).statusCode).toBe(204);
    expect(await storedFiles(post.images[0]!.src)).toEqual({ share: true, shown: true, media: 1 });
    expect((await c.del(`/api/forum/posts/${other.id}`, me.cookie)).statusCode).toBe(204);
    expect(await storedFiles(post.images[0]!.src)).toEqual({ share: false, shown: false, media: 0 });
  });

  it('are deleted when an edit drops them; the kept and the new ones stay', async () => {
    const me = await newMember(t);
    const post = await create(me.cookie, [await pngFile(30, 30, '#ff0000'), await pngFile(30, 30, '#00ff00')]);
    const [kept, dropped] = post.images;
    tick();
    const res = await c.form(`/api/forum/posts/${post.id}`, me.cookie, postForm([await pngFile(30, 30, '#0000ff')], [['keep_images[0]', String(kept!.id)]]));
    expect(res.statusCode, res.body).toBe(200);
    const edited = body<FeedPost>(res);
    expect(edited.images.map((image) => image.id)[0]).toBe(kept!.id);
    expect(await storedFiles(dropped!.src)).toEqual({ share: false, shown: false, media: 0 });
    for (const image of edited.images) expect(await storedFiles(image.src)).toEqual({ share: true, shown: true, media: 1 });
  });

  it('of a form refused halfway (a later image does not decode) are not kept', async () => {
    const me = await newMember(t);
    const before = await mediaCount();
    const whole = (await jpegFile(300, 300)).data;
    const cut = { data: whole.subarray(0, Math.floor(whole.byteLength / 2)), filename: 'cut.jpg', type: 'image/jpeg' };
    expectError(await c.form('/api/forum/posts', me.cookie, postForm([await pngFile(), cut])), 422, 'error-image-invalid');
    expect(await mediaCount()).toBe(before);
  });
});

describe('editing posts', () => {
  it(`is limited to ${POST_EDITS_PER_WINDOW} edits per author in the window, refused before any image is decoded`, async () => {
    const me = await newMember(t);
    const post = await create(me.cookie, []);
    for (let i = 0; i < POST_EDITS_PER_WINDOW; i++) {
      tick();
      const res = await c.form(`/api/forum/posts/${post.id}`, me.cookie, postForm());
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await mediaCount();
    tick();
    const error = expectError(await c.form(`/api/forum/posts/${post.id}`, me.cookie, postForm([await pngFile()])), 429, 'error-writing-too-fast');
    expect(error.message).toBe('You are writing too fast. Please wait a few minutes.');
    expect(await mediaCount()).toBe(before);
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, me.cookie)).images).toEqual([]);
    // Another author is not held back; the window passes.
    const other = await newMember(t);
    const theirs = await create(other.cookie, []);
    expect((await c.form(`/api/forum/posts/${theirs.id}`, other.cookie, postForm())).statusCode).toBe(200);
    tick(10 * 60_000);
    expect((await c.form(`/api/forum/posts/${post.id}`, me.cookie, postForm([await pngFile()]))).statusCode).toBe(200);
  });
});

describe('uploads on their way', () => {
  it('a text field longer than the form takes is refused on that field, never cut short', async () => {
    const me = await newMember(t);
    const res = await c.form('/api/forum/posts', me.cookie, [['title', 'x'.repeat(300 * 1024)], ...postForm().filter(([name]) => name !== 'title')]);
    const error = expectError(res, 422, 'error-validation');
    expect(error.errors?.['title']?.[0]?.code).toBe('validation-too-big');
  });

  it('are written to temporary files, which are gone once the answer is sent', async () => {
    const me = await newMember(t);
    await create(me.cookie, [await pngFile(), await jpegFile()]);
    expectError(await c.form('/api/forum/posts', me.cookie, postForm([pngHeader(9000, 9000)])), 422, 'error-image-too-many-pixels');
    let left: string[] = [];
    for (let i = 0; i < 20; i++) {
      left = (await readdir(uploadsDir)).filter((name) => name.startsWith('gazeta-upload-'));
      if (left.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(left).toEqual([]);
  });
});
