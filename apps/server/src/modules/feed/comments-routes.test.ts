import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MAX, COMMENTS_PER_PAGE, COMMENTS_PER_WINDOW, type FeedComment, type FeedPost, type Page } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedPost, feedTag, staff } from '../../test/factories.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let moderator: string;
let chicago: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  moderator = await staff(t);
  chicago = await feedTag(t);
});
afterAll(() => t.close());

const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));

async function approvedPost(author: string): Promise<FeedPost> {
  tick();
  return feedPost(t, author, { title: 'Вопрос соседям', tags: [chicago], approvedBy: moderator });
}

async function comment(postId: number, cookie: string, text: string, replyTo?: number): Promise<FeedComment> {
  tick();
  const res = await c.post(`/api/forum/posts/${postId}/comments`, cookie, { text, ...(replyTo ? { reply_to: replyTo } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return body<FeedComment>(res);
}

const decide = async (id: number, decision: 'approve' | 'reject') =>
  expect((await c.post(`/api/forum/moderation/comments/${id}`, moderator, decision === 'approve' ? { decision } : { decision, reason: 'Грубо' })).statusCode).toBe(200);

const list = async (postId: number, cookie?: string, page = 1) => body<Page<FeedComment>>(await c.get(`/api/forum/posts/${postId}/comments?page=${page}`, cookie));

describe('comments', () => {
  it('takes a comment as plain text, pending; the author sees it, others only once it is approved', async () => {
    const author = await newMember(t);
    const writer = await newMember(t, { firstName: 'Игорь' });
    const post = await approvedPost(author.cookie);
    const made = await comment(post.id, writer.cookie, '  Спасибо!\r\n\r\n\r\nОчень полезно.  ');
    expect(made).toMatchObject({ post_id: post.id, reply_to: null, text: 'Спасибо!\n\nОчень полезно.', status: 'pending', can_edit: true, likes: 0, author: { name: 'Игорь N.' } });

    expect((await list(post.id)).data).toEqual([]);
    expect((await list(post.id, author.cookie)).data).toEqual([]);
    expect((await list(post.id, writer.cookie)).data.map((x) => x.id)).toEqual([made.id]);
    expect((await list(post.id, moderator)).data.map((x) => x.id)).toEqual([made.id]);

    await decide(made.id, 'approve');
    const seen = await list(post.id);
    expect(seen.data.map((x) => x.id)).toEqual([made.id]);
    expect(seen.data[0]).toMatchObject({ status: 'approved', can_edit: false, liked: false, rejection_reason: null });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`)).comments_count).toBe(1);
  });

  it('checks the text: empty, with control characters, too long', async () => {
    const me = await newMember(t);
    const post = await approvedPost((await newMember(t)).cookie);
    for (const text of ['', '   ']) {
      const error = expectError(await c.post(`/api/forum/posts/${post.id}/comments`, me.cookie, { text }), 422, 'error-comment-empty');
      expect(error.errors?.['text']?.[0]?.code).toBe('error-comment-empty');
    }
    // Control characters are refused, not quietly dropped (issue #12).
    for (const text of ['\u0000\u0007', 'Спасибо\u0000']) {
      const error = expectError(await c.post(`/api/forum/posts/${post.id}/comments`, me.cookie, { text }), 422, 'validation-control-characters');
      expect(error.errors?.['text']?.[0]?.code).toBe('validation-control-characters');
    }
    expectError(await c.post(`/api/forum/posts/${post.id}/comments`, me.cookie, { text: 'x'.repeat(COMMENT_MAX + 1) }), 422, 'error-comment-too-long');
    expectError(await c.post(`/api/forum/posts/${post.id}/comments`, me.cookie, {}), 422, 'error-comment-empty');
    expectError(await c.post(`/api/forum/posts/${post.id}/comments`, me.cookie, { text: 'ok', reply_to: 'abc' }), 422, 'error-validation');
  });

  it('opens comments only once the post is approved, and not on posts one cannot see', async () => {
    const author = await newMember(t);
    tick();
    const pending = body<FeedPost>(await c.post('/api/forum/posts', author.cookie, { title: 'Ещё не одобрено', content: '<p>x</p>', tags: [chicago] }));
    const error = expectError(await c.post(`/api/forum/posts/${pending.id}/comments`, author.cookie, { text: 'Я первый' }), 403, 'error-post-not-commentable');
    expect(error.message).toBe('Comments open once the post is approved.');
    expectError(await c.post(`/api/forum/posts/${pending.id}/comments`, (await newMember(t)).cookie, { text: 'Я' }), 404, 'error-not-found');
    expectError(await c.post('/api/forum/posts/999999/comments', author.cookie, { text: 'Я' }), 404, 'error-not-found');
    expectError(await c.get(`/api/forum/posts/${pending.id}/comments`), 404, 'error-not-found');
  });

  it('threads replies under their top-level comment, even a reply to a reply', async () => {
    const author = await newMember(t);
    const a = await newMember(t);
    const b = await newMember(t);
    const post = await approvedPost(author.cookie);
    const first = await comment(post.id, a.cookie, 'Первый');
    const second = await comment(post.id, b.cookie, 'Второй');
    await decide(first.id, 'approve');
    await decide(second.id, 'approve');
    // One can answer only what one can see: approved comments, or one's own.
    const reply = await comment(post.id, b.cookie, 'Ответ первому', first.id);
    const ownFollowUp = await comment(post.id, b.cookie, 'И ещё', reply.id);
    await decide(reply.id, 'approve');
    const replyToReply = await comment(post.id, author.cookie, 'Ответ на ответ', reply.id);
    await decide(ownFollowUp.id, 'reject');
    await decide(replyToReply.id, 'approve');
    const page = await list(post.id);
    expect(page.data.map((x) => [x.id, x.reply_to])).toEqual([
      [first.id, null],
      [reply.id, first.id],
      [replyToReply.id, reply.id],
      [second.id, null],
    ]);
    expect(page.total).toBe(2);
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`)).comments_count).toBe(4);
    // Its writer still sees the rejected one, in its thread, with the reason.
    const own = await list(post.id, b.cookie);
    expect(own.data.map((x) => x.id)).toEqual([first.id, reply.id, ownFollowUp.id, replyToReply.id, second.id]);
    expect(own.data[2]).toMatchObject({ status: 'rejected', rejection_reason: 'Грубо', reply_to: reply.id });
  });

  it('refuses a reply to a comment of another post, an unknown one, or one the writer cannot see', async () => {
    const me = await newMember(t);
    const other = await newMember(t);
    const postA = await approvedPost(me.cookie);
    const postB = await approvedPost(me.cookie);
    const onB = await comment(postB.id, other.cookie, 'На другом посте');
    await decide(onB.id, 'approve');
    const hidden = await comment(postA.id, other.cookie, 'Ещё на модерации');
    for (const replyTo of [onB.id, 999_999, hidden.id]) {
      const error = expectError(await c.post(`/api/forum/posts/${postA.id}/comments`, me.cookie, { text: 'Ответ', reply_to: replyTo }), 422, 'error-reply-invalid');
      expect(error.errors?.['reply_to']?.[0]?.code).toBe('error-reply-invalid');
    }
  });

  it('pages top-level comments, each with all its replies', async () => {
    const author = await newMember(t);
    const post = await approvedPost(author.cookie);
    const ids: number[] = [];
    // Written straight into the table: the rate limit is not what this is about.
    for (let i = 0; i < COMMENTS_PER_PAGE + 3; i++) {
      const [row] = await t.database.query<{ id: number }>(
        "INSERT INTO feed_comments (post_id, author_id, text, status, created_at, updated_at) VALUES ($1, $2, $3, 'approved', $4, $4) RETURNING id",
        [post.id, author.id, `Комментарий ${i}`, new Date(clock.getTime() + i * 1000)],
      );
      ids.push(row!.id);
    }
    const first = await list(post.id);
    expect(first).toMatchObject({ total: COMMENTS_PER_PAGE + 3, last_page: 2, per_page: COMMENTS_PER_PAGE, current_page: 1 });
    expect(first.data.map((x) => x.id)).toEqual(ids.slice(0, COMMENTS_PER_PAGE));
    expect((await list(post.id, undefined, 2)).data.map((x) => x.id)).toEqual(ids.slice(COMMENTS_PER_PAGE));
    expect((await list(post.id, undefined, 9)).data).toEqual([]);
  });

  it('lets the author edit (back to pending) and delete a comment; others get 403', async () => {
    const postAuthor = await newMember(t);
    const writer = await newMember(t);
    const post = await approvedPost(postAuthor.cookie);
    const made = await comment(post.id, writer.cookie, 'Было');
    await decide(made.id, 'approve');
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, writer.cookie)).comments_count).toBe(1);

    expectError(await c.patch(`/api/forum/comments/${made.id}`, postAuthor.cookie, { text: 'Чужое' }), 403, 'error-not-owner');
    expectError(await c.del(`/api/forum/comments/${made.id}`, moderator), 403, 'error-not-owner');
    const edited = await c.patch(`/api/forum/comments/${made.id}`, writer.cookie, { text: 'Стало' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(body<FeedComment>(edited)).toMatchObject({ text: 'Стало', status: 'pending' });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, writer.cookie)).comments_count).toBe(0);
    expect((await list(post.id)).data).toEqual([]);
    expectError(await c.patch(`/api/forum/comments/${made.id}`, writer.cookie, { text: ' ' }), 422, 'error-comment-empty');

    expect((await c.del(`/api/forum/comments/${made.id}`, writer.cookie)).statusCode).toBe(204);
    expectError(await c.patch(`/api/forum/comments/${made.id}`, writer.cookie, { text: 'Снова' }), 404, 'error-not-found');
    expectError(await c.del('/api/forum/comments/999999', writer.cookie), 404, 'error-not-found');
    expect((await list(post.id, writer.cookie)).data).toEqual([]);
  });

  it('deleting an approved comment updates the count', async () => {
    const writer = await newMember(t);
    const post = await approvedPost((await newMember(t)).cookie);
    const made = await comment(post.id, writer.cookie, 'Удалю');
    await decide(made.id, 'approve');
    expect((await c.del(`/api/forum/comments/${made.id}`, writer.cookie)).statusCode).toBe(204);
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${post.id}`, writer.cookie)).comments_count).toBe(0);
  });

  it('toggles likes of approved comments only', async () => {
    const writer = await newMember(t);
    const fan = await newMember(t);
    const post = await approvedPost((await newMember(t)).cookie);
    const made = await comment(post.id, writer.cookie, 'Нравится?');
    expectError(await c.post(`/api/forum/comments/${made.id}/like`, fan.cookie), 404, 'error-not-found');
    await decide(made.id, 'approve');
    expect(body(await c.post(`/api/forum/comments/${made.id}/like`, fan.cookie))).toEqual({ liked: true, likes: 1 });
    expect((await list(post.id, fan.cookie)).data[0]).toMatchObject({ liked: true, likes: 1 });
    expect(body(await c.post(`/api/forum/comments/${made.id}/like`, fan.cookie))).toEqual({ liked: false, likes: 0 });
    expectError(await c.post(`/api/forum/comments/${made.id}/like`), 401, 'notification-auth-error');
  });

  it('needs a session and a confirmed phone to write', async () => {
    const post = await approvedPost((await newMember(t)).cookie);
    expectError(await c.post(`/api/forum/posts/${post.id}/comments`, undefined, { text: 'Аноним' }), 401, 'notification-auth-error');
    const unverified = await newMember(t, { phoneVerified: false });
    expectError(await c.post(`/api/forum/posts/${post.id}/comments`, unverified.cookie, { text: 'Без телефона' }), 403, 'notification-please-verify-phone');
    expectError(await c.patch('/api/forum/comments/1', unverified.cookie, { text: 'x' }), 403, 'notification-please-verify-phone');
  });

  it(`limits new comments to ${COMMENTS_PER_WINDOW} per author in the window`, async () => {
    const me = await newMember(t);
    const post = await approvedPost((await newMember(t)).cookie);
    for (let i = 0; i < COMMENTS_PER_WINDOW; i++) await comment(post.id, me.cookie, `Комментарий ${i}`);
    expectError(await c.post(`/api/forum/posts/${post.id}/comments`, me.cookie, { text: 'Ещё' }), 429, 'error-writing-too-fast');
    tick(10 * 60_000);
    await comment(post.id, me.cookie, 'Через десять минут');
  });

  it('shows seeded threads to readers: approved comments with their authors', async () => {
    const [row] = await t.database.query<{ id: number; comments_count: number }>(
      "SELECT id, comments_count FROM feed_posts WHERE status = 'approved' AND comments_count > 2 ORDER BY id LIMIT 1",
    );
    const page = await list(row!.id);
    expect(page.data.length).toBe(row!.comments_count);
    for (const x of page.data) {
      expect(x.status).toBe('approved');
      expect(x.author.name.length).toBeGreaterThan(0);
    }
  });
});
