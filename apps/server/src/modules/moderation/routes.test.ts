import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MODERATION_PER_PAGE,
  type FeedComment,
  type FeedPost,
  type ModerationComment,
  type Notification,
  type NotificationsResponse,
  type Page,
} from '@gazeta/contract';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedTag, staff as staffCookie } from '../../test/factories.ts';
import { client, newMember, signIn, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';
import { cacheFeedPages } from '../../test/page-cache.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let chicago: number;
const staff: Record<'moderator' | 'editor' | 'admin', string> = { moderator: '', editor: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  chicago = await feedTag(t);
  for (const role of ['moderator', 'editor', 'admin'] as const) staff[role] = await staffCookie(t, role);
});
afterAll(() => t.close());

const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));
type Queue<T> = Page<T> & { counts: { posts: number; comments: number } };

async function newPost(cookie: string, title = 'Ищу няню в Скоки') {
  tick();
  const res = await c.post('/api/forum/posts', cookie, { title, content: `<p>${title}: подробности внутри.</p>`, tags: [chicago] });
  expect(res.statusCode, res.body).toBe(201);
  return body<FeedPost>(res);
}

async function newComment(postId: number, cookie: string, text: string, replyTo?: number) {
  tick();
  const res = await c.post(`/api/forum/posts/${postId}/comments`, cookie, { text, ...(replyTo ? { reply_to: replyTo } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return body<FeedComment>(res);
}

const decidePost = (id: number, payload: unknown, cookie = staff.moderator) => c.post(`/api/forum/moderation/posts/${id}`, cookie, payload);
const decideComment = (id: number, payload: unknown, cookie = staff.moderator) => c.post(`/api/forum/moderation/comments/${id}`, cookie, payload);
const notificationsOf = async (cookie: string) => body<NotificationsResponse>(await c.get('/api/forum/notifications', cookie)).data.data;

describe('who may moderate', () => {
  it('needs a session (401) and the moderator, editor or admin role (403 error-moderator-only)', async () => {
    const user = await newMember(t);
    expectError(await c.get('/api/forum/moderation'), 401, 'notification-auth-error');
    const error = expectError(await c.get('/api/forum/moderation', user.cookie), 403, 'error-moderator-only');
    expect(error.message).toBe('Only moderators can do this.');
    expectError(await decidePost(1, { decision: 'approve' }, user.cookie), 403, 'error-moderator-only');
    expectError(await decideComment(1, { decision: 'approve' }, user.cookie), 403, 'error-moderator-only');
    expectError(await decidePost(1, { decision: 'approve' }, ''), 401, 'notification-auth-error');
    for (const role of ['moderator', 'editor', 'admin'] as const) expect((await c.get('/api/forum/moderation', staff[role])).statusCode).toBe(200);
  });
});

describe('what staff may not do', () => {
  it('refuses a decision on the moderator’s own post or comment (403 error-own-item); another moderator decides', async () => {
    const moderator = await newMember(t, { role: 'moderator' });
    const post = await newPost(moderator.cookie, 'Своя публикация модератора');
    const error = expectError(await decidePost(post.id, { decision: 'approve' }, moderator.cookie), 403, 'error-own-item');
    expect(error.message).toBe('Another moderator decides on your own posts and comments.');
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, moderator.cookie)).status).toBe('pending');

    expect(body<FeedPost>(await decidePost(post.id, { decision: 'approve' })).status).toBe('approved');
    const comment = await newComment(post.id, moderator.cookie, 'Свой комментарий');
    expectError(await decideComment(comment.id, { decision: 'approve' }, moderator.cookie), 403, 'error-own-item');
    expect(body<FeedComment>(await decideComment(comment.id, { decision: 'approve' })).status).toBe('approved');
  });

  it('does not show someone else’s unsent draft to staff (404, as to anyone)', async () => {
    const author = await newMember(t);
    tick();
    const res = await c.post('/api/forum/posts', author.cookie, { title: 'Черновик', content: '<p>Ещё не готово</p>', tags: [chicago], is_draft: '1' });
    const draft = body<FeedPost>(res);
    expect(draft.status).toBe('draft');
    for (const role of ['moderator', 'editor', 'admin'] as const) expectError(await c.get(`/api/forum/posts/${draft.id}`, staff[role]), 404, 'error-not-found');
    expect((await c.get(`/api/forum/posts/${draft.id}`, author.cookie)).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists pending posts, the longest waiting first, with both counts (the seed has some waiting)', async () => {
    const queue = body<Queue<FeedPost>>(await c.get('/api/forum/moderation?kind=posts', staff.moderator));
    expect(queue.counts.posts).toBeGreaterThanOrEqual(3);
    expect(queue.counts.comments).toBeGreaterThanOrEqual(4);
    expect(queue).toMatchObject({ total: queue.counts.posts, per_page: MODERATION_PER_PAGE, current_page: 1 });
    for (const post of queue.data) {
      expect(post.status).toBe('pending');
      expect(typeof post.content).toBe('string');
    }
    const times = queue.data.map((p) => p.updated_at);
    expect(times).toEqual([...times].sort());

    const mine = await newPost((await newMember(t)).cookie, 'Самый новый в очереди');
    const after = body<Queue<FeedPost>>(await c.get('/api/forum/moderation?kind=posts', staff.moderator));
    expect(after.counts.posts).toBe(queue.counts.posts + 1);
    expect(after.data.at(-1)?.id).toBe(mine.id);
  });

  it('lists pending comments with their post’s title', async () => {
    const queue = body<Queue<ModerationComment>>(await c.get('/api/forum/moderation?kind=comments&page=1', staff.moderator));
    expect(queue.total).toBe(queue.counts.comments);
    for (const x of queue.data) {
      expect(x.status).toBe('pending');
      expect(x.post_title.length).toBeGreaterThan(0);
    }
    expectError(await c.get('/api/forum/moderation?kind=users', staff.moderator), 422, 'error-validation');
  });
});

describe('decisions on posts', () => {
  it('approves: the post is published, its author told (post_approved), the pages that show it dropped from the page cache', async () => {
    const author = await newMember(t);
    const post = await newPost(author.cookie, 'Ярмарка в Лемонте');
    const cachedPages = cacheFeedPages(t.app, post.id);
    const res = await decidePost(post.id, { decision: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<FeedPost>(res)).toMatchObject({ id: post.id, status: 'approved', rejection_reason: null });
    expect(cachedPages(), 'the pages that show the post are dropped, and only they').toEqual(['article']);
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`)).status).toBe('approved');

    const [note] = await notificationsOf(author.cookie);
    expect(note).toMatchObject({
      type: 'post_approved',
      icon: 'approved',
      read_at: null,
      data: { post_id: post.id, post_title: 'Ярмарка в Лемонте', rejection_reason: null, content_preview: 'Ярмарка в Лемонте: подробности внутри.' },
    });
    // Deciding the same again changes nothing and tells nobody twice.
    expect((await decidePost(post.id, { decision: 'approve' })).statusCode).toBe(200);
    expect(await notificationsOf(author.cookie)).toHaveLength(1);
  });

  it('rejects with a reason (required): the author is told why, readers never see it', async () => {
    const author = await newMember(t);
    const post = await newPost(author.cookie);
    for (const payload of [{ decision: 'reject' }, { decision: 'reject', reason: '   ' }]) {
      const error = expectError(await decidePost(post.id, payload), 422, 'error-rejection-reason-required');
      expect(error.errors?.['reason']?.[0]?.code).toBe('error-rejection-reason-required');
    }
    expectError(await decidePost(post.id, { decision: 'maybe' }), 422, 'error-validation');
    expectError(await decidePost(post.id, {}), 422, 'error-validation');

    const res = await decidePost(post.id, { decision: 'reject', reason: 'Реклама — в частных объявлениях' });
    expect(body<FeedPost>(res)).toMatchObject({ status: 'rejected', rejection_reason: 'Реклама — в частных объявлениях' });
    const [note] = await notificationsOf(author.cookie);
    expect(note).toMatchObject({ type: 'post_rejected', icon: 'rejected', data: { post_id: post.id, rejection_reason: 'Реклама — в частных объявлениях' } });
    expectError(await c.get(`/api/forum/posts/${post.id}`), 404, 'error-not-found');

    // An approved post can be taken down too; readers lose it at once.
    const published = await newPost(author.cookie);
    await decidePost(published.id, { decision: 'approve' });
    await decidePost(published.id, { decision: 'reject', reason: 'Жалобы читателей' });
    expectError(await c.get(`/api/forum/posts/${published.id}`), 404, 'error-not-found');
  });

  it('answers 404 for unknown or deleted posts', async () => {
    expectError(await decidePost(999_999, { decision: 'approve' }), 404, 'error-not-found');
    const author = await newMember(t);
    const post = await newPost(author.cookie);
    expect((await c.del(`/api/forum/posts/${post.id}`, author.cookie)).statusCode).toBe(204);
    expectError(await decidePost(post.id, { decision: 'approve' }), 404, 'error-not-found');
  });
});

describe('decisions on comments', () => {
  it('tells the commenter, the post’s author and the author answered — each once, never the commenter about themselves', async () => {
    const postAuthor = await newMember(t);
    const first = await newMember(t);
    const replier = await newMember(t);
    const post = await newPost(postAuthor.cookie, 'Кто едет на фестиваль?');
    await decidePost(post.id, { decision: 'approve' });
    const top = await newComment(post.id, first.cookie, 'Мы едем!');
    expect(body<FeedComment>(await decideComment(top.id, { decision: 'approve' }))).toMatchObject({ status: 'approved' });

    expect((await notificationsOf(first.cookie)).map((n) => n.type)).toEqual(['comment_approved']);
    const [told] = await notificationsOf(postAuthor.cookie);
    expect(told).toMatchObject({ type: 'ForumComment', icon: 'comment', data: { post_id: post.id, post_title: 'Кто едет на фестиваль?', content_preview: 'Мы едем!', rejection_reason: null } });

    const reply = await newComment(post.id, replier.cookie, 'И мы! '.repeat(40), top.id);
    await decideComment(reply.id, { decision: 'approve' });
    const toFirst = (await notificationsOf(first.cookie))[0]!;
    expect(toFirst.type).toBe('ForumComment');
    expect(toFirst.data.content_preview!.length).toBeLessThanOrEqual(120);
    expect(toFirst.data.content_preview!.endsWith('…')).toBe(true);
    expect((await notificationsOf(postAuthor.cookie)).filter((n) => n.type === 'ForumComment')).toHaveLength(2);
    expect((await notificationsOf(replier.cookie)).map((n) => n.type)).toEqual(['comment_approved']);

    // The post's author answering: nobody tells them about their own words; the one answered hears once.
    const own = await newComment(post.id, postAuthor.cookie, 'Спасибо, до встречи!', top.id);
    await decideComment(own.id, { decision: 'approve' });
    const authorTypes = (await notificationsOf(postAuthor.cookie)).map((n) => n.type);
    expect(authorTypes.filter((x) => x === 'ForumComment')).toHaveLength(2);
    expect(authorTypes[0]).toBe('comment_approved');
    expect((await notificationsOf(first.cookie)).filter((n) => n.type === 'ForumComment')).toHaveLength(2);
  });

  it('rejects a comment with the reason for its writer only, and updates the count', async () => {
    const postAuthor = await newMember(t);
    const writer = await newMember(t);
    const post = await newPost(postAuthor.cookie);
    await decidePost(post.id, { decision: 'approve' });
    const x = await newComment(post.id, writer.cookie, 'Грубость');
    await decideComment(x.id, { decision: 'approve' });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, writer.cookie)).comments_count).toBe(1);
    expectError(await decideComment(x.id, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    const res = await decideComment(x.id, { decision: 'reject', reason: 'Без грубостей, пожалуйста' });
    expect(body<FeedComment>(res)).toMatchObject({ status: 'rejected', rejection_reason: 'Без грубостей, пожалуйста' });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, writer.cookie)).comments_count).toBe(0);
    const [note] = await notificationsOf(writer.cookie);
    expect(note).toMatchObject({ type: 'comment_rejected', icon: 'rejected', data: { rejection_reason: 'Без грубостей, пожалуйста', content_preview: 'Грубость' } });
    expect((await notificationsOf(postAuthor.cookie)).filter((n) => n.type === 'ForumComment')).toHaveLength(1);
    expectError(await decideComment(999_999, { decision: 'approve' }), 404, 'error-not-found');
  });
});

describe('the seeded moderation demo', () => {
  it('gives the demo reader a rejected post with its reason and unread notifications', async () => {
    const reader = await signIn(t, DEMO_ACCOUNTS.find((a) => a.role === 'user')!);
    const res = body<NotificationsResponse>(await c.get('/api/forum/notifications', reader));
    expect(res.unread).toBeGreaterThanOrEqual(2);
    const types = new Set(res.data.data.map((n: Notification) => n.type));
    for (const type of ['post_approved', 'post_rejected', 'ForumComment', 'comment_approved']) expect(types, type).toContain(type);
    const rejected = res.data.data.find((n) => n.type === 'post_rejected')!;
    expect(rejected.data.rejection_reason).toBeTruthy();
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${rejected.data.post_id}`, reader)).rejection_reason).toBe(rejected.data.rejection_reason);
  });
});
