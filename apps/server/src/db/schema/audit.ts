import { index, jsonb, pgTable, serial, text, timestamp, integer } from 'drizzle-orm/pg-core';
import type { AuditState } from '@gazeta/contract';
import { users } from './accounts.ts';

/**
 * Every staff action (issue #27), written in the transaction of the change it records. Rows are
 * only ever added: a trigger (migration 0024) refuses UPDATE and DELETE, so nothing the app can
 * do changes the record. The actor's role is kept as it was then.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<AuditState>(),
    after: jsonb('after').$type<AuditState>(),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
  ],
);
