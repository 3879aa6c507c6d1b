import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_KINDS, type AuditEntry, type FeedPost, type NotificationsResponse, type RejectTemplate, type ReviewDetail, type ReviewEntry, type ReviewKind, type ReviewPage } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { businessListing, feedPost, feedTag, member, staff as staffCookie, type TestMember } from '../../test/factories.ts';
import { client, type Client } from '../../test/feed.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let tag: number;
const staff: Record<'moderator' | 'editor' | 'admin', string> = { moderator: '', editor: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  clock = new Date(t.seedNow.getTime() + 3600_000);
  c = client(t);
  tag = await feedTag(t);
  for (const role of ['moderator', 'editor', 'admin'] as const) staff[role] = await staffCookie(t, role);
});
afterAll(() => t.close());

const tick = (ms = 1000) => (clock = new Date(clock.getTime() + ms));
const queue = async (query = '', cookie = staff.moderator) => {
  const res = await c.get(`/api/newsroom/review${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<ReviewPage>(res);
};
const detail = async (kind: ReviewKind, id: number, cookie = staff.moderator) => {
  const res = await c.get(`/api/newsroom/review/${kind}/${id}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<ReviewDetail>(res);
};
const decide = (kind: ReviewKind, id: number, payload: unknown, cookie = staff.moderator) => c.post(`/api/newsroom/review/${kind}/${id}/decision`, cookie, payload);
const notificationsOf = async (cookie: string) => body<NotificationsResponse>(await c.get('/api/forum/notifications', cookie)).data.data;
const auditOf = async (kind: string, id: number) =>
  t.database.query<Pick<AuditEntry, 'action' | 'reason'> & { actor_role: string }>(`SELECT action, reason, actor_role FROM audit_log WHERE subject_kind = $1 AND subject_id = $2 ORDER BY id`, [kind, String(id)]);

async function allWaiting(kind?: ReviewKind): Promise<ReviewEntry[]> {
  const all: ReviewEntry[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) });
    const page = await queue(`?${params}`);
    all.push(...page.data);
    cursor = page.next;
  } while (cursor);
  return all;
}

async function post(author: TestMember, title = `Вопрос соседям ${Math.random().toString(36).slice(2, 7)}`): Promise<FeedPost> {
  tick();
  return feedPost(t, author.cookie, { title, tags: [tag] });
}

describe('who may review', () => {
  it('needs a session (401) and a moderator, editor or admin (403 error-moderator-only); templates are kept by editors (403 error-editor-only)', async () => {
    const user = await member(t);
    const author = await member(t);
    const item = await post(author);
    expectError(await c.get('/api/newsroom/review'), 401, 'notification-auth-error');
    expectError(await c.get(`/api/newsroom/review/post/${item.id}`), 401, 'notification-auth-error');
    expectError(await decide('post', item.id, { decision: 'approve' }, ''), 401, 'notification-auth-error');
    expectError(await c.get('/api/newsroom/review', user.cookie), 403, 'error-moderator-only');
    expectError(await c.get(`/api/newsroom/review/post/${item.id}`, user.cookie), 403, 'error-moderator-only');
    expectError(await decide('post', item.id, { decision: 'approve' }, user.cookie), 403, 'error-moderator-only');
    expectError(await c.get('/api/newsroom/review-templates', user.cookie), 403, 'error-moderator-only');
    for (const role of ['moderator', 'editor', 'admin'] as const) await queue('', staff[role]);

    const input = { title: { en: 'Off topic', ru: 'Не по теме' }, text: { en: 'This is not about our community.', ru: 'Это не о нашей общине.' } };
    expectError(await c.post('/api/newsroom/review-templates', user.cookie, input), 403, 'error-editor-only');
    expectError(await c.post('/api/newsroom/review-templates', staff.moderator, input), 403, 'error-editor-only');
    expect(body<RejectTemplate>(await c.post('/api/newsroom/review-templates', staff.editor, input)).title.en).toBe('Off topic');
    expect((await c.post('/api/newsroom/review-templates', staff.admin, input)).statusCode).toBe(201);
    expect(body<RejectTemplate>(await c.post('/api/newsroom/review-templates', staff.editor, input))).toMatchObject(input);
  });

  it('never lets a moderator decide on their own item (403 error-own-item), and says so in the item', async () => {
    const moderator = await member(t, { role: 'moderator' });
    const mine = await post(moderator, 'Пост модератора');
    expect((await detail('post', mine.id, moderator.cookie)).own).toBe(true);
    expectError(await decide('post', mine.id, { decision: 'approve' }, moderator.cookie), 403, 'error-own-item');
    expect((await detail('post', mine.id)).own).toBe(false);
    expect((await decide('post', mine.id, { decision: 'approve' })).statusCode).toBe(200);
  });
});

describe('the queue', () => {
  it('lists every kind oldest first in keyset pages, filters by kind, and counts each kind', async () => {
    const author = await member(t);
    const first = await post(author);
    const second = await post(author);
    const all = await allWaiting();
    const { counts } = await queue();
    expect(Object.keys(counts).sort()).toEqual([...REVIEW_KINDS].sort());
    expect(all).toHaveLength(Object.values(counts).reduce((a, b) => a + b, 0));
    expect(new Set(all.map((e) => `${e.kind}:${e.id}`)).size).toBe(all.length);
    const times = all.map((e) => e.submitted_at);
    expect(times).toEqual([...times].sort());
    const posts = await allWaiting('post');
    expect(posts.every((e) => e.kind === 'post')).toBe(true);
    expect(posts).toHaveLength(counts.post);
    const ids = posts.map((e) => e.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expectError(await c.get('/api/newsroom/review?cursor=nonsense', staff.moderator), 422, 'error-validation');
    expectError(await c.get('/api/newsroom/review?kind=article', staff.moderator), 422, 'error-validation');
  });

  it('shows the demo moderator several kinds waiting', async () => {
    const { counts } = await queue();
    const waiting = REVIEW_KINDS.filter((kind) => counts[kind] > 0);
    expect(waiting.length, JSON.stringify(counts)).toBeGreaterThanOrEqual(4);
  });
});

describe('decisions through the registry', () => {
  it('approves a post: published, the author told, the decision audited with its moderator', async () => {
    const author = await member(t);
    const item = await post(author);
    const res = await decide('post', item.id, { decision: 'approve' });
    expect(body(res)).toEqual({ kind: 'post', id: item.id, decision: 'approve', reason: null });
    expect(body<FeedPost>(await c.get(`/api/forum/posts/${item.id}`)).status).toBe('approved');
    expect((await notificationsOf(author.cookie)).map((n) => n.type)).toContain('post_approved');
    expect(await auditOf('post', item.id)).toEqual([{ action: 'review.approve', reason: null, actor_role: 'moderator' }]);
    expect((await queue('?kind=post')).data.some((e) => e.id === item.id)).toBe(false);
  });

  it("rejects with a template's text in the author's own language, or the moderator's edit of it", async () => {
    const template = body<RejectTemplate>(
      await c.post('/api/newsroom/review-templates', staff.editor, { title: { en: 'Advertising', ru: 'Реклама' }, text: { en: 'Ads belong in the classifieds.', ru: 'Объявлениям место в разделе объявлений.' } }),
    );
    const english = await member(t, { locale: 'en' });
    const russian = await member(t, { locale: 'ru' });
    const a = await post(english);
    const b = await post(russian);
    const d = await post(russian);
    expect(body(await decide('post', a.id, { decision: 'reject', template: template.id }))).toMatchObject({ reason: 'Ads belong in the classifieds.' });
    expect(body(await decide('post', b.id, { decision: 'reject', template: template.id }))).toMatchObject({ reason: 'Объявлениям место в разделе объявлений.' });
    expect(body(await decide('post', d.id, { decision: 'reject', template: template.id, reason: 'Объявлениям место в объявлениях: перенесите, пожалуйста.' }))).toMatchObject({
      reason: 'Объявлениям место в объявлениях: перенесите, пожалуйста.',
    });
    const told = (await notificationsOf(english.cookie)).find((n) => n.type === 'post_rejected');
    expect(told?.data).toMatchObject({ post_id: a.id, rejection_reason: 'Ads belong in the classifieds.' });
    expect((await notificationsOf(russian.cookie)).filter((n) => n.type === 'post_rejected').map((n) => n.data.rejection_reason)).toHaveLength(2);
    expect(await auditOf('post', b.id)).toEqual([{ action: 'review.reject', reason: 'Объявлениям место в разделе объявлений.', actor_role: 'moderator' }]);
    expectError(await decide('post', (await post(russian)).id, { decision: 'reject' }), 422, 'error-rejection-reason-required');
    expectError(await decide('post', (await post(russian)).id, { decision: 'reject', template: 999_999 }), 404, 'error-template-not-found');
  });

  it('shows what changed since the last decision, and the whole history', async () => {
    const author = await member(t);
    const item = await post(author, 'Продаю диван');
    const before = await detail('post', item.id);
    expect(before.changes).toBeNull();
    expect(before.history.map((h) => h.action)).toEqual(['submitted']);
    expect(before.view).toMatchObject({ id: item.id, title: 'Продаю диван' });
    await decide('post', item.id, { decision: 'reject', reason: 'Это объявление, а не вопрос.' });
    tick();
    const edited = await c.post(`/api/forum/posts/${item.id}`, author.cookie, { title: 'Кто чинит диваны?', content: '<p>Где купить ёлку?</p>', tags: [tag] });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await detail('post', item.id);
    expect(after.changes).toContainEqual({ field: 'title', before: 'Продаю диван', after: 'Кто чинит диваны?' });
    expect(after.history.map((h) => h.action)).toEqual(['review.reject', 'submitted']);
    expect(after.history[0]).toMatchObject({ reason: 'Это объявление, а не вопрос.' });
  });

  it('approves and rejects a business listing through the registry, telling the owner', async () => {
    const owner = await member(t);
    const one = await businessListing(t, owner.cookie);
    tick();
    const two = await businessListing(t, owner.cookie);
    expect((await detail('business', one.id)).view).toMatchObject({ id: one.id, name: one.name });
    expect((await decide('business', one.id, { decision: 'approve' })).statusCode).toBe(200);
    expect((await decide('business', two.id, { decision: 'reject', reason: 'Нет адреса.' })).statusCode).toBe(200);
    const types = (await notificationsOf(owner.cookie)).map((n) => n.type);
    expect(types).toEqual(expect.arrayContaining(['business_approved', 'business_rejected']));
    expect((await auditOf('business', one.id)).map((a) => a.action)).toEqual(['review.approve']);
    expect((await auditOf('business', two.id)).map((a) => a.action)).toEqual(['review.reject']);
    expectError(await decide('business', one.id, { decision: 'approve' }), 409, 'error-conflict');
  });

  it('a social request is approved only with the link of each of its networks (422)', async () => {
    const [request] = await allWaiting('social-request');
    expect(request, 'the demo has a social request waiting').toBeTruthy();
    if (!request) return;
    expectError(await decide('social-request', request.id, { decision: 'approve' }), 422, 'error-social-links-required');
  });

  it('decides on each seeded kind waiting in the queue: its preview, its decision, its audit entry', async () => {
    const all = await allWaiting();
    const seen = new Set<ReviewKind>();
    for (const entry of all) {
      if (seen.has(entry.kind) || entry.kind === 'post' || entry.kind === 'comment') continue;
      seen.add(entry.kind);
      const item = await detail(entry.kind, entry.id);
      expect(item.view, entry.kind).toBeTruthy();
      expect(item.author.id).toBe(entry.author.id);
      const approve = entry.kind !== 'social-request' && entry.kind !== 'report';
      const res = await decide(entry.kind, entry.id, approve ? { decision: 'approve' } : { decision: 'reject', reason: 'Не подходит.' });
      expect(res.statusCode, `${entry.kind} ${res.body}`).toBe(200);
      const audited = await t.database.query<{ action: string }>(`SELECT action FROM audit_log WHERE subject_id = $1 AND action LIKE 'review.%'`, [String(entry.id)]);
      expect(audited.map((a) => a.action)).toContain(approve ? 'review.approve' : 'review.reject');
      expect((await allWaiting(entry.kind)).some((e) => e.id === entry.id)).toBe(false);
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

});

describe('banned words', () => {
  it('are kept by moderators (audited); a post or comment with one waits in the queue flagged with it', async () => {
    const user = await member(t);
    expectError(await c.post('/api/newsroom/banned-words', user.cookie, { word: 'лотерея' }), 403, 'error-moderator-only');
    expectError(await c.post('/api/newsroom/banned-words', staff.moderator, { word: 'два слова' }), 422, 'error-banned-word-invalid');
    const added = await c.post('/api/newsroom/banned-words', staff.moderator, { word: 'Лотерея' });
    expect(added.statusCode, added.body).toBe(201);
    const word = body<{ id: number; word: string }>(added);
    expect(word.word).toBe('лотерея');
    expectError(await c.post('/api/newsroom/banned-words', staff.moderator, { word: 'лотерея' }), 409, 'error-conflict');
    expect(await auditOf('banned-word', word.id)).toEqual([{ action: 'banned-word.add', reason: null, actor_role: 'moderator' }]);

    const author = await member(t);
    const flagged = await post(author, 'Городская ЛОТЕРЕЯ в субботу');
    const clean = await post(author, 'Лотерейный билет нашёлся');
    const posts = await allWaiting('post');
    expect(posts.find((e) => e.id === flagged.id)?.flagged).toEqual(['лотерея']);
    expect(posts.find((e) => e.id === clean.id)?.flagged).toEqual([]);
    expect((await detail('post', flagged.id)).flagged).toEqual(['лотерея']);

    expect((await c.del(`/api/newsroom/banned-words/${word.id}`, staff.moderator)).statusCode).toBe(204);
    expect((await allWaiting('post')).find((e) => e.id === flagged.id)?.flagged).toEqual([]);
    expect((await auditOf('banned-word', word.id)).map((a) => a.action)).toEqual(['banned-word.add', 'banned-word.remove']);
  });
});

describe('mutes and bans', () => {
  const write = (author: TestMember) => c.post('/api/forum/posts', author.cookie, { title: 'Снова я', content: '<p>Текст</p>', tags: [tag] });
  const sanction = (id: number, payload: unknown, cookie = staff.moderator) =>
    t.app.inject({ method: 'PUT', url: `/api/newsroom/members/${id}/sanction`, payload: payload as Record<string, unknown>, headers: { cookie } });

  it('a muted member cannot post or comment until the date (403 error-member-muted), then can; lifting is audited', async () => {
    const author = await member(t);
    const earlier = await post(author);
    const until = new Date(clock.getTime() + 86_400_000).toISOString();
    expectError(await sanction(author.id, { kind: 'mute', until }, author.cookie), 403, 'error-moderator-only');
    expectError(await sanction(author.id, { kind: 'mute' }), 422, 'error-validation');
    const muted = await sanction(author.id, { kind: 'mute', until, reason: 'Спам в комментариях' });
    expect(body(muted)).toEqual({ member_id: author.id, kind: 'mute', until, reason: 'Спам в комментариях' });
    expectError(await write(author), 403, 'error-member-muted');
    expectError(await c.post(`/api/forum/posts/${earlier.id}/comments`, author.cookie, { text: 'Мой комментарий' }), 403, 'error-member-muted');
    // A mute is the feed's: placing a listing still works.
    await businessListing(t, author.cookie);
    tick(86_400_000 + 1000);
    expect((await write(author)).statusCode).toBe(201);
    expect((await c.del(`/api/newsroom/members/${author.id}/sanction`, staff.moderator)).statusCode).toBe(204);
    expectError(await c.get(`/api/newsroom/members/${author.id}/sanction`, staff.moderator), 404, 'error-sanction-not-found');
    expect((await auditOf('member', author.id)).map((a) => a.action)).toEqual(['member.mute', 'member.unmute']);
  });

  it('a banned member can neither post nor place anything (403 error-member-banned) until lifted', async () => {
    const author = await member(t);
    expect((await sanction(author.id, { kind: 'ban', reason: 'Мошенничество' })).statusCode).toBe(200);
    expectError(await write(author), 403, 'error-member-banned');
    const listing = await c.form('/api/businesses', author.cookie, [['name', 'Кафе']]);
    expectError(listing, 403, 'error-member-banned');
    expect(body<{ kind: string; until: string | null }>(await c.get(`/api/newsroom/members/${author.id}/sanction`, staff.moderator))).toMatchObject({ kind: 'ban', until: null });
    expect((await c.del(`/api/newsroom/members/${author.id}/sanction`, staff.moderator)).statusCode).toBe(204);
    expect((await write(author)).statusCode).toBe(201);
    expect((await auditOf('member', author.id)).map((a) => [a.action, a.reason])).toEqual([
      ['member.ban', 'Мошенничество'],
      ['member.unban', null],
    ]);
  });

  it('never on oneself (error-own-item) nor on staff (error-admin-only)', async () => {
    const moderator = await member(t, { role: 'moderator' });
    expectError(await sanction(moderator.id, { kind: 'ban' }, moderator.cookie), 403, 'error-own-item');
    expectError(await sanction(moderator.id, { kind: 'ban' }), 403, 'error-admin-only');
  });
});
