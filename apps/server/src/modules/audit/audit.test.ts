import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app.ts';
import type { Database } from '../../db/client.ts';
import { createAuditRepository } from './repository.ts';
import { createAuditService, type AuditService } from './service.ts';

let database: Database;
let drop: () => Promise<void>;
let audit: AuditService;
let clock = new Date('2026-12-01T15:00:00Z');
let adminId: number;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  audit = createAuditService({ repo: createAuditRepository(database.db), now: () => clock });
  const [admin] = await database.query<{ id: number }>(`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`);
  adminId = admin!.id;
});
afterAll(() => drop());

describe('the audit log', () => {
  it('keeps an entry written in the transaction of its change, with who, what, before and after', async () => {
    await database.db.transaction((tx) =>
      audit.record(tx, { by: { id: adminId, role: 'admin' }, action: 'member.role', subject: { kind: 'member', id: 7 }, before: { role: 'user' }, after: { role: 'moderator' }, reason: 'new hire' }),
    );
    const [entry] = await audit.list({ subjectKind: 'member', subjectId: '7' }, 10);
    expect(entry).toMatchObject({ action: 'member.role', actor: { id: adminId, role: 'admin' }, subject: { kind: 'member', id: '7' }, before: { role: 'user' }, after: { role: 'moderator' }, reason: 'new hire', at: clock.toISOString() });
  });

  it('keeps nothing of a change that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record(tx, { by: { id: adminId, role: 'admin' }, action: 'article.publish', subject: { kind: 'article', id: 991 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await audit.list({ subjectKind: 'article', subjectId: '991' }, 10)).toEqual([]);
  });

  it('refuses to change or remove an entry, even in plain SQL', async () => {
    await database.db.transaction((tx) => audit.record(tx, { by: null, action: 'article.publish', subject: { kind: 'article', id: 992 } }));
    await expect(database.query(`UPDATE audit_log SET action = 'forged' WHERE subject_id = '992'`)).rejects.toThrow(/cannot be changed/);
    await expect(database.query(`DELETE FROM audit_log WHERE subject_id = '992'`)).rejects.toThrow(/cannot be changed/);
    await expect(database.query(`TRUNCATE audit_log`)).rejects.toThrow(/cannot be changed/);
    expect(await audit.list({ subjectId: '992' }, 10)).toHaveLength(1);
  });

  it('filters by actor, action prefix, kind and time, newest first, in pages', async () => {
    clock = new Date('2026-12-02T15:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      await database.db.transaction((tx) => audit.record(tx, { by: { id: adminId, role: 'admin' }, action: i % 2 ? 'tag.rename' : 'tag.create', subject: { kind: 'tag', id: 500 + i } }));
    }
    const tags = await audit.list({ action: 'tag.', from: new Date('2026-12-02T00:00:00Z') }, 10);
    expect(tags.map((e) => e.subject.id)).toEqual(['502', '501', '500']);
    expect((await audit.list({ action: 'tag.rename' }, 10)).map((e) => e.subject.id)).toEqual(['501']);
    expect(await audit.list({ action: 'tag.', until: new Date('2026-12-02T00:00:00Z') }, 10)).toEqual([]);
    const [first] = tags;
    const rest = await audit.list({ action: 'tag.', before: { at: new Date(first!.at), id: first!.id } }, 10);
    expect(rest.map((e) => e.subject.id)).toEqual(['501', '500']);
    expect(await audit.list({ actorId: adminId + 10_000 }, 10)).toEqual([]);
  });
});
