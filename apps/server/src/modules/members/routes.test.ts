import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, MemberDetail, MembersPage } from '@gazeta/contract';
import { newsletterSubscriptions, oauthAccounts, orders, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { seedOrder } from '../../seed/orders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, type Client } from '../../test/client.ts';
import { member, type TestMember } from '../../test/factories.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let admin: TestMember;
let cookies: Record<'moderator' | 'editor' | 'member', string>;

beforeAll(async () => {
  t = await createTestApp();
  c = client(t);
  admin = await member(t, { role: 'admin', firstName: 'Ada' });
  cookies = {
    moderator: (await member(t, { role: 'moderator' })).cookie,
    editor: (await member(t, { role: 'editor' })).cookie,
    member: (await member(t)).cookie,
  };
});
afterAll(() => t.close());

const auditOf = async (id: number) => body<AuditPage>(await c.get(`/api/newsroom/audit?kind=member&subject=${id}`, admin.cookie)).data;

/** Every endpoint refuses who is not an admin alike, whether the account exists or not. */
async function refusedToAllButAdmins(send: (cookie?: string) => Promise<{ statusCode: number; body: string }>) {
  expectError((await send()) as never, 401, 'notification-auth-error');
  for (const role of ['member', 'moderator', 'editor'] as const) expectError((await send(cookies[role])) as never, 403, 'error-admin-only');
}

describe('GET /api/newsroom/members: finding a member', () => {
  it('is for admins only, and tells nobody else whether an account exists', async () => {
    const someone = await member(t);
    await refusedToAllButAdmins((cookie) => c.get(`/api/newsroom/members?q=${encodeURIComponent(someone.user.email!)}`, cookie));
    for (const id of [someone.id, 2_000_000_000]) await refusedToAllButAdmins((cookie) => c.get(`/api/newsroom/members/${id}`, cookie));
  });

  it('finds by phone typed any way, by e-mail in any case, and by name', async () => {
    const found = await member(t, { firstName: 'Зинаида', lastName: 'Кравец', email: 'Zina.Kravets@Example.com' });
    const digits = found.user.phone!.slice(2);
    const typed = [`+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`, `1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`, `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`];
    for (const q of [...typed, 'zina.kravets@example.com', 'ZINA.KRAVETS', 'зинаида', 'Кравец Зинаида']) {
      const res = await c.get(`/api/newsroom/members?q=${encodeURIComponent(q)}`, admin.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(body<MembersPage>(res).data.map((m) => m.id), q).toEqual([found.id]);
    }
    expect(body<MembersPage>(await c.get('/api/newsroom/members?q=nobody-has-this-name', admin.cookie)).data).toEqual([]);
  });

  it('pages by keyset, newest first, and filters by role', async () => {
    const made = [];
    for (let i = 0; i < 27; i += 1) made.push(await member(t, { lastName: `Pager${i}` }));
    const first = body<MembersPage>(await c.get('/api/newsroom/members?q=pager', admin.cookie));
    expect(first.data).toHaveLength(25);
    expect(first.data[0]!.id).toBe(made.at(-1)!.id);
    const second = body<MembersPage>(await c.get(`/api/newsroom/members?q=pager&cursor=${first.next}`, admin.cookie));
    expect(second.data.map((m) => m.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(second.next).toBeNull();
    const admins = body<MembersPage>(await c.get('/api/newsroom/members?role=admin', admin.cookie)).data;
    expect(admins.map((m) => m.role)).toEqual(admins.map(() => 'admin'));
    expect(admins.some((m) => m.id === admin.id)).toBe(true);
  });

  it('refuses bad input with 422', async () => {
    expectError(await c.get('/api/newsroom/members?role=king', admin.cookie), 422, 'error-validation');
    expectError(await c.get('/api/newsroom/members?cursor=abc', admin.cookie), 422, 'error-validation');
    expectError(await c.get(`/api/newsroom/members?q=${encodeURIComponent('a\u0000b')}`, admin.cookie), 422, 'error-validation');
  });
});

describe("GET /api/newsroom/members/{id}: a member's page", () => {
  it('shows details, role, what they own, their orders and sessions', async () => {
    const someone = await member(t, { firstName: 'Owner' });
    const orderId = await seedOrder(t.database.db, { userId: someone.id, status: 'paid', at: new Date('2026-11-01T15:00:00Z'), lines: [{ subjectKind: 'classified', subjectId: '1', descriptionKey: 'lines.test', quantity: 1, unitCents: 700 }] });
    const res = await c.get(`/api/newsroom/members/${someone.id}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const detail = body<MemberDetail>(res);
    expect(detail.member).toMatchObject({ id: someone.id, name: `Owner ${someone.user.lastName}`, role: 'user', email: someone.user.email, phone: someone.user.phone, deleted_at: null });
    expect(detail.content.map((k) => k.kind)).toEqual(['feed-posts', 'classifieds', 'businesses', 'events', 'banners', 'display-ads', 'social-requests']);
    expect(detail.orders.map((o) => [o.id, o.status, o.total_cents])).toEqual([[orderId, 'paid', 700]]);
    expect(detail.sessions).toHaveLength(1);
    expectError(await c.get('/api/newsroom/members/2000000000', admin.cookie), 404, 'error-not-found');
  });
});

describe('POST /api/newsroom/members/{id}/role', () => {
  it('is refused to all but admins (nothing changes), and bad input is 422', async () => {
    const someone = await member(t);
    await refusedToAllButAdmins((cookie) => c.post(`/api/newsroom/members/${someone.id}/role`, cookie, { role: 'admin' }));
    await refusedToAllButAdmins((cookie) => c.post('/api/newsroom/members/2000000000/role', cookie, { role: 'admin' }));
    expectError(await c.post(`/api/newsroom/members/${someone.id}/role`, admin.cookie, { role: 'king' }), 422, 'error-validation');
    expectError(await c.post(`/api/newsroom/members/${someone.id}/role`, admin.cookie, {}), 422, 'error-validation');
    expectError(await c.post(`/api/newsroom/members/${someone.id}/role`, admin.cookie, { role: 'editor', reason: 'x\u0007' }), 422, 'validation-control-characters');
    expectError(await c.post('/api/newsroom/members/2000000000/role', admin.cookie, { role: 'editor' }), 404, 'error-not-found');
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, someone.id));
    expect(row!.role).toBe('user');
    expect(await auditOf(someone.id)).toEqual([]);
  });

  it('changes the role at once (the next request sees it) and audits before → after', async () => {
    const someone = await member(t);
    expectError(await c.get('/api/newsroom/members', someone.cookie), 403, 'error-admin-only');
    const res = await c.post(`/api/newsroom/members/${someone.id}/role`, admin.cookie, { role: 'editor', reason: 'Joins the desk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ role: string }>(await c.get('/api/profile', someone.cookie)).role).toBe('editor');
    const [entry] = await auditOf(someone.id);
    expect(entry).toMatchObject({ action: 'member.role', actor: { id: admin.id, role: 'admin' }, subject: { kind: 'member', id: String(someone.id) }, before: { role: 'user' }, after: { role: 'editor' }, reason: 'Joins the desk' });
  });

  it("refuses an admin's own role", async () => {
    expectError(await c.post(`/api/newsroom/members/${admin.id}/role`, admin.cookie, { role: 'user' }), 403, 'error-own-role');
    expect(body<{ role: string }>(await c.get('/api/profile', admin.cookie)).role).toBe('admin');
  });

  it('never leaves the site without an admin (two admins demoting each other at once: the second is refused)', async () => {
    // As the second of the two transactions sees it: its own admin role is gone already, its
    // target is the one admin left. (PGlite runs one transaction at a time, so the race is set
    // up rather than raced.)
    const other = await member(t, { role: 'admin' });
    const stale = await member(t, { role: 'admin' });
    await t.database.db.update(users).set({ role: 'editor' }).where(eq(users.role, 'admin'));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.id));
    const members = t.app.services.members;
    await expect(members.changeRole({ id: stale.id, role: 'admin' }, other.id, { role: 'user' })).rejects.toMatchObject({ statusCode: 409, code: 'error-last-admin' });
    await expect(members.erase({ id: stale.id, role: 'admin' }, other.id, {})).rejects.toMatchObject({ statusCode: 409, code: 'error-last-admin' });
    const [row] = await t.database.db.select({ role: users.role, deletedAt: users.deletedAt }).from(users).where(eq(users.id, other.id));
    expect(row).toEqual({ role: 'admin', deletedAt: null });
    // Put the admins back for the tests that follow.
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    t.app.services.accounts.staff.forget();
    expect(await auditOf(other.id)).toEqual([]);
  });
});

describe('POST /api/newsroom/members/{id}/sign-out: sign out everywhere', () => {
  it('is refused to all but admins, and the sessions stay', async () => {
    const someone = await member(t);
    await refusedToAllButAdmins((cookie) => c.post(`/api/newsroom/members/${someone.id}/sign-out`, cookie, {}));
    expect((await c.get('/api/profile', someone.cookie)).statusCode).toBe(200);
  });

  it("ends every session: the member's next request is 401; audited", async () => {
    const someone = await member(t);
    const second = `sid=${(await t.app.services.accounts.startSession(someone.user, 'Sms', {})).rawToken}`;
    // Both sessions are looked up (and cached) before.
    for (const cookie of [someone.cookie, second]) expect((await c.get('/api/profile', cookie)).statusCode).toBe(200);
    const res = await c.post(`/api/newsroom/members/${someone.id}/sign-out`, admin.cookie, { reason: 'Lost phone' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res)).toEqual({ ok: true, sessions_ended: 2 });
    for (const cookie of [someone.cookie, second]) expectError(await c.get('/api/profile', cookie), 401, 'notification-auth-error');
    const [entry] = await auditOf(someone.id);
    expect(entry).toMatchObject({ action: 'member.sign-out', before: { sessions: 2 }, after: { sessions: 0 }, reason: 'Lost phone' });
    expect(body<MemberDetail>(await c.get(`/api/newsroom/members/${someone.id}`, admin.cookie)).sessions).toEqual([]);
  });
});

describe('POST /api/newsroom/members/{id}/erase: erasing an account as its owner could', () => {
  /** An account with what deletion takes (newsletter, a social link) and what it keeps (a paid order). */
  async function accountWithData() {
    const someone = await member(t, { firstName: 'Erin' });
    await t.database.db.update(users).set({ passwordHash: await hashPassword('erin-password') }).where(eq(users.id, someone.id));
    await t.database.db.insert(newsletterSubscriptions).values({ userId: someone.id, email: someone.user.email!, name: 'Erin', status: 'subscribed', unsubscribeToken: `u-${someone.id}` });
    await t.database.db.insert(oauthAccounts).values({ provider: 'google', providerUserId: `g-${someone.id}`, userId: someone.id });
    const orderId = await seedOrder(t.database.db, { userId: someone.id, status: 'paid', at: new Date('2026-11-01T15:00:00Z'), lines: [{ subjectKind: 'classified', subjectId: '1', descriptionKey: 'lines.test', quantity: 1, unitCents: 900 }] });
    return { someone, orderId };
  }
  /** What is left of an account after a deletion. */
  async function leftOf(id: number, orderId: number) {
    const [user] = await t.database.db.select().from(users).where(eq(users.id, id));
    const newsletter = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.userId, id));
    const links = await t.database.db.select().from(oauthAccounts).where(eq(oauthAccounts.userId, id));
    const [order] = await t.database.db.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    const { id: _id, createdAt: _c, deletedAt, ...rest } = user!;
    return { user: { ...rest, deleted: deletedAt !== null }, newsletter: newsletter.length, links: links.length, order };
  }

  it('is refused to all but admins, with the typed confirmation (422 without), and never of oneself', async () => {
    const someone = await member(t);
    await refusedToAllButAdmins((cookie) => c.post(`/api/newsroom/members/${someone.id}/erase`, cookie, { confirmation: 'DELETE' }));
    expectError(await c.post(`/api/newsroom/members/${someone.id}/erase`, admin.cookie, {}), 422, 'error-delete-confirmation');
    expectError(await c.post(`/api/newsroom/members/${someone.id}/erase`, admin.cookie, { confirmation: 'yes' }), 422, 'error-delete-confirmation');
    expectError(await c.post(`/api/newsroom/members/${admin.id}/erase`, admin.cookie, { confirmation: 'DELETE' }), 403, 'error-own-erase');
    expect((await c.get('/api/profile', someone.cookie)).statusCode).toBe(200);
  });

  it('erases exactly what the owner’s own deletion erases, keeps the paid order, ends the sessions; audited without personal data', async () => {
    const self = await accountWithData();
    const own = await c.post('/api/profile/delete', self.someone.cookie, { confirmation: 'DELETE', sure: true, current_password: 'erin-password' });
    expect(own.statusCode, own.body).toBe(200);
    const byAdmin = await accountWithData();
    const res = await c.post(`/api/newsroom/members/${byAdmin.someone.id}/erase`, admin.cookie, { confirmation: 'удалить', reason: 'Asked by phone' });
    expect(res.statusCode, res.body).toBe(200);
    const a = await leftOf(self.someone.id, self.orderId);
    const b = await leftOf(byAdmin.someone.id, byAdmin.orderId);
    expect(b).toEqual({ ...a, order: { status: 'paid', userId: byAdmin.someone.id } });
    expect(b).toMatchObject({ user: { firstName: '', lastName: '', email: null, phone: null, passwordHash: null, active: false, deleted: true }, newsletter: 0, links: 0 });
    expectError(await c.get('/api/profile', byAdmin.someone.cookie), 401, 'notification-auth-error');
    const [entry] = await auditOf(byAdmin.someone.id);
    expect(entry).toMatchObject({ action: 'member.erase', before: { erased: false, role: 'user' }, after: { erased: true }, reason: 'Asked by phone' });
    expect(JSON.stringify(entry)).not.toContain(byAdmin.someone.user.email!);
    // Erased is gone from the search; a second erasure finds no one.
    expect(body<MembersPage>(await c.get(`/api/newsroom/members?q=${encodeURIComponent(byAdmin.someone.user.email!)}`, admin.cookie)).data).toEqual([]);
    expectError(await c.post(`/api/newsroom/members/${byAdmin.someone.id}/erase`, admin.cookie, { confirmation: 'DELETE' }), 404, 'error-not-found');
  });
});
