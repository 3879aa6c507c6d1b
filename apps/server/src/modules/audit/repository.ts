import { and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditState } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';

export interface NewAuditRow {
  at: Date;
  actorId: number | null;
  actorRole: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  before: AuditState;
  after: AuditState;
  reason: string | null;
}

export interface AuditFilter {
  actorId?: number | undefined;
  /** An action or the start of one (`article.` finds every article action). */
  action?: string | undefined;
  subjectKind?: string | undefined;
  subjectId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  /** Keyset: entries older than this one. */
  before?: { at: Date; id: number } | undefined;
}

/** The SQL of the audit log: rows are only ever added (the database refuses anything else). */
export function createAuditRepository(db: Db) {
  return {
    async insert(tx: Db, rows: readonly NewAuditRow[]): Promise<void> {
      if (rows.length > 0) await tx.insert(auditLog).values([...rows]);
    },

    async list(filter: AuditFilter, limit: number) {
      const where: SQL[] = [];
      if (filter.actorId !== undefined) where.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action) where.push(filter.action.endsWith('.') ? like(auditLog.action, `${filter.action.replace(/[%_\\]/g, '\\$&')}%`) : eq(auditLog.action, filter.action));
      if (filter.subjectKind) where.push(eq(auditLog.subjectKind, filter.subjectKind));
      if (filter.subjectId) where.push(eq(auditLog.subjectId, filter.subjectId));
      if (filter.from) where.push(gte(auditLog.at, filter.from));
      if (filter.until) where.push(lt(auditLog.at, filter.until));
      if (filter.before) {
        const { at, id } = filter.before;
        where.push(or(lt(auditLog.at, at), and(eq(auditLog.at, at), lt(auditLog.id, id)))!);
      }
      return db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          actorId: auditLog.actorId,
          actorRole: auditLog.actorRole,
          firstName: users.firstName,
          lastName: users.lastName,
          action: auditLog.action,
          subjectKind: auditLog.subjectKind,
          subjectId: auditLog.subjectId,
          before: auditLog.before,
          after: auditLog.after,
          reason: auditLog.reason,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where.length ? and(...where) : sql`true`)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditRow = Awaited<ReturnType<AuditRepository['list']>>[number];
