import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@gazeta/contract';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { client, type Client } from '../../test/client.ts';
import { member, type TestMember } from '../../test/factories.ts';
import { body, expectError } from '../../test/http.ts';

let t: TestApp;
let c: Client;
let clock: Date;
let admin: TestMember;
let other: TestMember;
let cookies: Record<'moderator' | 'editor' | 'member', string>;

beforeAll(async () => {
  clock = new Date('2026-12-01T12:00:00Z');
  t = await createTestApp({ now: () => clock });
  c = client(t);
  admin = await member(t, { role: 'admin', firstName: 'Ada', lastName: 'Audit' });
  other = await member(t, { role: 'admin', firstName: 'Olga' });
  cookies = { moderator: (await member(t, { role: 'moderator' })).cookie, editor: (await member(t, { role: 'editor' })).cookie, member: (await member(t)).cookie };
  const record = (at: string, by: TestMember, action: string, kind: 'article' | 'tag' | 'member', id: number) => {
    clock = new Date(at);
    return t.database.db.transaction((tx) => t.app.services.audit.record(tx, { by: { id: by.id, role: 'admin' }, action, subject: { kind, id }, before: { title: 'Old' }, after: { title: 'New' } }));
  };
  // 05:30 UTC on 3 December is still 2 December in Chicago (23:30 CST).
  await record('2026-12-02T15:00:00Z', admin, 'article.publish', 'article', 7001);
  await record('2026-12-03T05:30:00Z', other, 'article.unpublish', 'article', 7001);
  await record('2026-12-03T15:00:00Z', admin, 'tag.rename', 'tag', 7002);
  await record('2026-12-04T15:00:00Z', other, 'member.role', 'member', 7003);
  clock = new Date('2026-12-05T12:00:00Z');
});
afterAll(() => t.close());

const page = async (query: string, cookie = admin.cookie) => {
  const res = await c.get(`/api/newsroom/audit${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return body<AuditPage>(res);
};
const subjects = (p: AuditPage) => p.data.filter((e) => Number(e.subject.id) > 7000).map((e) => `${e.action}:${e.subject.id}`);

describe('GET /api/newsroom/audit', () => {
  it('is for admins only: 401 signed out, 403 for a member, a moderator and an editor', async () => {
    expectError(await c.get('/api/newsroom/audit'), 401, 'notification-auth-error');
    for (const role of ['member', 'moderator', 'editor'] as const) expectError(await c.get('/api/newsroom/audit', cookies[role]), 403, 'error-admin-only');
    // Even with a bad query: who asks is settled first.
    expectError(await c.get('/api/newsroom/audit?kind=nothing', cookies.editor), 403, 'error-admin-only');
  });

  it('shows who, what, when, the subject and before → after, newest first', async () => {
    const all = await page('?subject=7001');
    expect(all.data).toMatchObject([
      { action: 'article.unpublish', at: '2026-12-03T05:30:00.000Z', actor: { id: other.id, role: 'admin' }, subject: { kind: 'article', id: '7001' }, before: { title: 'Old' }, after: { title: 'New' } },
      { action: 'article.publish', actor: { id: admin.id, name: 'Ada Audit' } },
    ]);
  });

  it('filters by actor, action and its prefix, subject kind and Chicago days', async () => {
    expect(subjects(await page(`?actor=${admin.id}`))).toEqual(['tag.rename:7002', 'article.publish:7001']);
    expect(subjects(await page('?action=article.'))).toEqual(['article.unpublish:7001', 'article.publish:7001']);
    expect(subjects(await page('?action=article.publish'))).toEqual(['article.publish:7001']);
    expect(subjects(await page('?kind=member'))).toEqual(['member.role:7003']);
    // Chicago's 2 December holds the entry made at 05:30 UTC on the 3rd.
    expect(subjects(await page('?from=2026-12-02&to=2026-12-02'))).toEqual(['article.unpublish:7001', 'article.publish:7001']);
    expect(subjects(await page('?from=2026-12-03'))).toEqual(['member.role:7003', 'tag.rename:7002']);
    expect(subjects(await page('?to=2026-12-01'))).toEqual([]);
  });

  it('pages by keyset', async () => {
    for (let i = 0; i < 52; i += 1) await t.database.db.transaction((tx) => t.app.services.audit.record(tx, { by: null, action: 'test.page', subject: { kind: 'tag', id: 8000 + i } }));
    const first = await page('?action=test.page');
    expect(first.data).toHaveLength(50);
    expect(first.next).toMatch(/^\d+\.\d+$/);
    const second = await page(`?action=test.page&cursor=${first.next}`);
    expect(second.data.map((e) => e.subject.id)).toEqual(['8001', '8000']);
    expect(second.next).toBeNull();
    expect(second.data[0]!.actor).toBeNull();
  });

  it('refuses bad input with 422', async () => {
    for (const query of ['?kind=nothing', '?from=yesterday', '?to=2026-13-01', '?cursor=abc', '?actor=-1', `?action=${encodeURIComponent('a\u0000')}`]) {
      expectError(await c.get(`/api/newsroom/audit${query}`, admin.cookie), 422, 'error-validation');
    }
  });

  it('offers no way to change or remove an entry', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/newsroom/audit', '/api/newsroom/audit/1']) {
        const res = await t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const paths = Object.entries((await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>().paths).filter(([path]) => path.includes('audit'));
    expect(paths.map(([path, ops]) => [path, Object.keys(ops)])).toEqual([['/api/newsroom/audit', ['get']]]);
  });
});
