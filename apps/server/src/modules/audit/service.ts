import type { AuditEntry, AuditState, AuditSubjectKind } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../accounts/index.ts';
import type { AuditFilter, AuditRepository, AuditRow } from './repository.ts';

/** One staff action as a module states it: the caller's transaction writes it with the change. */
export interface AuditEvent {
  /** Who acted; null for the system (a scheduled publish, a job). */
  by: Viewer | null;
  /** A dotted verb: `article.publish`, `review.reject`, `member.role`… */
  action: string;
  subject: { kind: AuditSubjectKind; id: number | string };
  /** The fields the action changed, before and after (null: the subject did not exist / no longer does). */
  before?: AuditState;
  after?: AuditState;
  reason?: string | null;
}

export interface AuditDeps {
  repo: AuditRepository;
  now?: () => Date;
}

const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor:
    row.actorId === null
      ? null
      : { id: row.actorId, name: [row.firstName, row.lastName].filter(Boolean).join(' ') || `#${row.actorId}`, role: row.actorRole },
  action: row.action,
  subject: { kind: row.subjectKind as AuditSubjectKind, id: row.subjectId },
  before: row.before,
  after: row.after,
  reason: row.reason,
});

/**
 * The audit log (issue #27). Every staff action calls `record` inside the transaction of its
 * change, so the entry exists exactly when the change does.
 */
export function createAuditService(deps: AuditDeps) {
  const { repo, now = () => new Date() } = deps;
  return {
    record(tx: Db, events: AuditEvent | readonly AuditEvent[]): Promise<void> {
      const list = Array.isArray(events) ? (events as readonly AuditEvent[]) : [events as AuditEvent];
      const at = now();
      return repo.insert(
        tx,
        list.map((event) => ({
          at,
          actorId: event.by?.id ?? null,
          actorRole: event.by?.role ?? 'system',
          action: event.action,
          subjectKind: event.subject.kind,
          subjectId: String(event.subject.id),
          before: event.before ?? null,
          after: event.after ?? null,
          reason: event.reason ?? null,
        })),
      );
    },

    async list(filter: AuditFilter, limit: number): Promise<AuditEntry[]> {
      return (await repo.list(filter, limit)).map(entryOf);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
