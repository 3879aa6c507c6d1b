import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_PER_PAGE, type FeedPost, type NotificationsResponse } from '@gazeta/contract';
import { notifications } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { feedTag, staff } from '../../test/factories.ts';
import { client, newMember, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
});
afterAll(() => t.close());

const data = (postId: number) => ({ content_preview: 'Текст', post_id: postId, post_title: 'Пост', rejection_reason: null });

/** Gives a user `count` notifications, one minute apart, the newest last. */
async function give(userId: number, count: number, type = 'ForumComment') {
  const start = clock.getTime() - count * 60_000;
  const rows = await t.database.db
    .insert(notifications)
    .values(Array.from({ length: count }, (_, i) => ({ userId, type, data: data(i + 1), createdAt: new Date(start + i * 60_000) })))
    .returning({ id: notifications.id });
  // Written behind the service's back: its poll cache must hear of it, as from a moderator.
  t.app.services.notifications.forget([userId]);
  return rows.map((r) => r.id);
}

const list = async (cookie: string, page = 1) => body<NotificationsResponse>(await c.get(`/api/forum/notifications?page=${page}`, cookie));

describe('GET /api/forum/notifications', () => {
  it('needs a session', async () => {
    expectError(await c.get('/api/forum/notifications'), 401, 'notification-auth-error');
    expectError(await c.post('/api/forum/notifications/read-all'), 401, 'notification-auth-error');
    expectError(await c.post('/api/forum/notifications/1/read'), 401, 'notification-auth-error');
  });

  it('lists the caller’s own notifications newest first, in data.data (spec §7), with the unread count', async () => {
    const me = await newMember(t);
    const other = await newMember(t);
    const ids = await give(me.id, NOTIFICATIONS_PER_PAGE + 5);
    await give(other.id, 3);
    const res = await c.get('/api/forum/notifications', me.cookie);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const first = body<NotificationsResponse>(res);
    expect(first.unread).toBe(NOTIFICATIONS_PER_PAGE + 5);
    expect(first.data).toMatchObject({ current_page: 1, per_page: NOTIFICATIONS_PER_PAGE, total: NOTIFICATIONS_PER_PAGE + 5, last_page: 2 });
    expect(first.data.data.map((n) => n.id)).toEqual([...ids].reverse().slice(0, NOTIFICATIONS_PER_PAGE));
    expect(first.data.data[0]).toMatchObject({ type: 'ForumComment', icon: 'comment', read_at: null, data: { post_title: 'Пост', rejection_reason: null } });
    const second = await list(me.cookie, 2);
    expect(second.data.data.map((n) => n.id)).toEqual([...ids].reverse().slice(NOTIFICATIONS_PER_PAGE));
    const beyond = await list(me.cookie, 5);
    expect(beyond.data.data).toEqual([]);
    expect(beyond.unread).toBe(NOTIFICATIONS_PER_PAGE + 5);
    expect(beyond.data.total).toBe(NOTIFICATIONS_PER_PAGE + 5);
  });

  it('answers an empty list to someone without notifications', async () => {
    const me = await newMember(t);
    expect(await list(me.cookie)).toEqual({ data: { data: [], current_page: 1, last_page: 1, per_page: NOTIFICATIONS_PER_PAGE, total: 0 }, unread: 0 });
  });

  it('shows a type it does not know as a generic notification (bell)', async () => {
    const me = await newMember(t);
    await give(me.id, 1, 'something_new');
    expect((await list(me.cookie)).data.data[0]).toMatchObject({ type: 'something_new', icon: 'bell' });
  });
});

describe('marking read', () => {
  it('marks one of the caller’s own as read, keeping the first time; anyone else’s is 404', async () => {
    const me = await newMember(t);
    const other = await newMember(t);
    const [id] = await give(me.id, 2);
    expectError(await c.post(`/api/forum/notifications/${id}/read`, other.cookie), 404, 'error-not-found');
    expectError(await c.post('/api/forum/notifications/999999/read', me.cookie), 404, 'error-not-found');
    expectError(await c.post('/api/forum/notifications/abc/read', me.cookie), 404, 'error-not-found');

    const first = await c.post(`/api/forum/notifications/${id}/read`, me.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first)).toEqual({ id, read_at: clock.toISOString() });
    const readAt = clock.toISOString();
    clock = new Date(clock.getTime() + 60_000);
    expect(body(await c.post(`/api/forum/notifications/${id}/read`, me.cookie))).toEqual({ id, read_at: readAt });
    const after = await list(me.cookie);
    expect(after.unread).toBe(1);
    expect(after.data.data.find((n) => n.id === id)?.read_at).toBe(readAt);
  });

  it('marks all of the caller’s notifications read, and only theirs', async () => {
    const me = await newMember(t);
    const other = await newMember(t);
    const [readFirst] = await give(me.id, 4);
    await give(other.id, 2);
    await c.post(`/api/forum/notifications/${readFirst}/read`, me.cookie);
    const readAt = clock.toISOString();
    clock = new Date(clock.getTime() + 60_000);
    const res = await c.post('/api/forum/notifications/read-all', me.cookie);
    expect(body(res)).toEqual({ read_at: clock.toISOString(), updated: 3 });
    const after = await list(me.cookie);
    expect(after.unread).toBe(0);
    expect(after.data.data.find((n) => n.id === readFirst)?.read_at).toBe(readAt);
    expect((await list(other.cookie)).unread).toBe(2);
    expect(body(await c.post('/api/forum/notifications/read-all', me.cookie))).toMatchObject({ updated: 0 });
  });
});

describe('polling (decision 009)', () => {
  const poll = (cookie: string, etag?: string) => t.app.inject({ method: 'GET', url: '/api/forum/notifications', headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) } });

  it('answers an unchanged poll 304 by its ETag, and a changed one 200 with what changed', async () => {
    const me = await newMember(t);
    await give(me.id, 2);
    const first = await poll(me.cookie);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const again = await poll(me.cookie, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    expect((await poll(me.cookie, 'W/"something-else"')).statusCode).toBe(200);

    const [id] = await give(me.id, 1);
    const changed = await poll(me.cookie, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['etag']).not.toBe(etag);
    expect(body<NotificationsResponse>(changed).data.data[0]!.id).toBe(id);
  });

  it('shows a moderator’s decision and a read on the very next poll', async () => {
    const moderator = await staff(t, 'moderator');
    const me = await newMember(t);
    const before = await poll(me.cookie);
    expect(body<NotificationsResponse>(before).unread).toBe(0);

    const created = await c.post('/api/forum/posts', me.cookie, { title: 'Кто знает хорошего сантехника?', content: '<p>В Скоки, недорого.</p>', tags: [await feedTag(t)] });
    expect(created.statusCode, created.body).toBe(201);
    const post = body<FeedPost>(created);
    expect((await c.post(`/api/forum/moderation/posts/${post.id}`, moderator, { decision: 'approve' })).statusCode).toBe(200);
    const after = body<NotificationsResponse>(await poll(me.cookie, before.headers['etag'] as string));
    expect(after.unread).toBe(1);
    expect(after.data.data[0]).toMatchObject({ type: 'post_approved', data: { post_id: post.id } });

    expect((await c.post(`/api/forum/notifications/${after.data.data[0]!.id}/read`, me.cookie)).statusCode).toBe(200);
    expect(body<NotificationsResponse>(await poll(me.cookie)).unread).toBe(0);
  });

  it('refuses the poll of a session that has just signed out', async () => {
    const me = await newMember(t);
    expect((await poll(me.cookie)).statusCode).toBe(200);
    expect((await c.post('/api/auth/logout', me.cookie)).statusCode).toBe(200);
    expectError(await poll(me.cookie), 401, 'notification-auth-error');
  });
});
