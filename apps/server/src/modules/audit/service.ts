import type { AuditEntry, AuditPage, AuditQuery, AuditState, AuditSubjectKind } from '@gazeta/contract';
import { addDays, chicagoInstant } from '../../lib/chicago-time.ts';
import type { Db } from '../../db/client.ts';
import { requireRung, type Viewer } from '../accounts/index.ts';
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

/** Entries on one page of the log. */
export const AUDIT_PAGE_SIZE = 50;

/** A page's cursor names its last entry: its time (ms) and id. */
const cursorOf = (entry: AuditEntry) => `${Date.parse(entry.at)}.${entry.id}`;
function readCursor(cursor: string): { at: Date; id: number } {
  const [at, id] = cursor.split('.').map(Number) as [number, number];
  return { at: new Date(at), id };
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

    /**
     * A page of the log for an admin, newest first: by actor, action (or its start, `article.`),
     * subject, and Chicago days from…to inclusive. Nothing in the log can be changed: there is
     * no call that would.
     */
    async page(viewer: Viewer | null, query: AuditQuery): Promise<AuditPage> {
      requireRung(viewer, 'admin');
      const filter: AuditFilter = {
        actorId: query.actor,
        action: query.action || undefined,
        subjectKind: query.kind,
        subjectId: query.subject || undefined,
        from: query.from ? chicagoInstant(query.from, '00:00') : undefined,
        until: query.to ? chicagoInstant(addDays(query.to, 1), '00:00') : undefined,
        before: query.cursor ? readCursor(query.cursor) : undefined,
      };
      const rows = (await repo.list(filter, AUDIT_PAGE_SIZE + 1)).map(entryOf);
      const data = rows.slice(0, AUDIT_PAGE_SIZE);
      return { data, next: rows.length > AUDIT_PAGE_SIZE ? cursorOf(data.at(-1)!) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
