import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classifiedBookings, displayAdBookings, editionIssues, printEditions, printIssues } from '../../db/schema/index.ts';

/**
 * The print desk's SQL (issue #27, decision 060): the schedule with every issue's state and
 * bookings, and the writes that move, cancel and publish an issue. The one module that knows
 * how issues and their bookings are stored (decision 053).
 */

export interface DeskIssueRow {
  id: number;
  edition: string;
  publishOn: string;
  deadlineAt: Date;
  status: 'scheduled' | 'cancelled';
  cancelKind: 'holiday' | 'cancelled' | null;
  note: string | null;
  archiveIssueId: number | null;
  archiveNumber: number | null;
}

export type BookingKind = 'classified' | 'display-ad';

export interface DeskBookingRow extends Record<string, unknown> {
  kind: BookingKind;
  issue_id: number;
  id: number;
  title: string;
  status: string;
  paid: boolean;
  owner_id: number;
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

const issueColumns = {
  id: editionIssues.id,
  edition: editionIssues.edition,
  publishOn: editionIssues.publishOn,
  deadlineAt: editionIssues.deadlineAt,
  status: editionIssues.status,
  cancelKind: editionIssues.cancelKind,
  note: editionIssues.note,
  archiveIssueId: editionIssues.archiveIssueId,
  archiveNumber: printIssues.number,
};

export function createDeskRepository(db: Db) {
  return {
    /** Every issue (any state) of the editions that print, from `from` on, in date and edition order. */
    issuesFrom(from: string, executor: Db = db): Promise<DeskIssueRow[]> {
      return executor
        .select(issueColumns)
        .from(editionIssues)
        .innerJoin(printEditions, eq(printEditions.slug, editionIssues.edition))
        .leftJoin(printIssues, eq(printIssues.id, editionIssues.archiveIssueId))
        .where(and(eq(printEditions.active, true), gte(editionIssues.publishOn, from)))
        .orderBy(asc(editionIssues.publishOn), asc(printEditions.position), asc(editionIssues.edition));
    },

    /** One issue, whatever its state. */
    async issueById(id: number): Promise<DeskIssueRow | undefined> {
      const [row] = await db.select(issueColumns).from(editionIssues).leftJoin(printIssues, eq(printIssues.id, editionIssues.archiveIssueId)).where(eq(editionIssues.id, id));
      return row;
    },

    /** One issue, held against other changes until `tx` ends. */
    async lockIssue(tx: Db, id: number): Promise<DeskIssueRow | undefined> {
      const [row] = await tx
        .select(issueColumns)
        .from(editionIssues)
        .leftJoin(printIssues, eq(printIssues.id, editionIssues.archiveIssueId))
        .where(eq(editionIssues.id, id))
        .for('update', { of: editionIssues });
      return row;
    },

    /** Every issue of an edition, whatever its state (a day holds one), in date order. */
    editionIssues(tx: Db, edition: string): Promise<DeskIssueRow[]> {
      return tx
        .select(issueColumns)
        .from(editionIssues)
        .leftJoin(printIssues, eq(printIssues.id, editionIssues.archiveIssueId))
        .where(eq(editionIssues.edition, edition))
        .orderBy(asc(editionIssues.publishOn));
    },

    /** The classifieds and display ads booked into these issues, with their titles, states and owners. */
    async bookings(issueIds: readonly number[], executor: Db = db): Promise<DeskBookingRow[]> {
      if (issueIds.length === 0) return [];
      return rowsOf<DeskBookingRow>(
        await executor.execute(sql`SELECT 'classified' AS kind, b.issue_id, c.id, c.title, c.status::text AS status, NOT b.held AS paid, c.owner_id
            FROM classified_bookings b JOIN classifieds c ON c.id = b.classified_id
            WHERE b.issue_id IN (${idList(issueIds)}) AND c.deleted_at IS NULL
          UNION ALL
          SELECT 'display-ad' AS kind, b.issue_id, d.id, d.item AS title, d.status::text AS status, true AS paid, d.owner_id
            FROM display_ad_bookings b JOIN display_ads d ON d.id = b.ad_id
            WHERE b.issue_id IN (${idList(issueIds)})
          ORDER BY issue_id, kind, id`),
      );
    },

    /** Which issues of `issueIds` each of these ads holds (an ad is never booked twice into one issue). */
    async heldBy(tx: Db, kind: BookingKind, ids: readonly number[]): Promise<Map<number, Set<number>>> {
      const held = new Map<number, Set<number>>();
      if (ids.length === 0) return held;
      const rows =
        kind === 'classified'
          ? await tx.select({ id: classifiedBookings.classifiedId, issueId: classifiedBookings.issueId }).from(classifiedBookings).where(inArray(classifiedBookings.classifiedId, [...ids]))
          : await tx.select({ id: displayAdBookings.adId, issueId: displayAdBookings.issueId }).from(displayAdBookings).where(inArray(displayAdBookings.adId, [...ids]));
      for (const row of rows) {
        let set = held.get(row.id);
        if (!set) held.set(row.id, (set = new Set()));
        set.add(row.issueId);
      }
      return held;
    },

    /** Moves one ad's booking from one issue to another. */
    async moveBooking(tx: Db, kind: BookingKind, id: number, from: number, to: number): Promise<void> {
      if (kind === 'classified') {
        await tx.update(classifiedBookings).set({ issueId: to }).where(and(eq(classifiedBookings.classifiedId, id), eq(classifiedBookings.issueId, from)));
      } else {
        await tx.update(displayAdBookings).set({ issueId: to }).where(and(eq(displayAdBookings.adId, id), eq(displayAdBookings.issueId, from)));
      }
    },

    async moveIssue(tx: Db, id: number, publishOn: string, deadlineAt: Date): Promise<void> {
      await tx.update(editionIssues).set({ publishOn, deadlineAt }).where(eq(editionIssues.id, id));
    },

    async cancelIssue(tx: Db, id: number, kind: 'holiday' | 'cancelled', note: string | null): Promise<void> {
      await tx.update(editionIssues).set({ status: 'cancelled', cancelKind: kind, note }).where(eq(editionIssues.id, id));
    },

    /** The archive's issue `archiveId` is what the scheduled, unpublished issues of that day became. */
    async linkPublished(tx: Db, publishOn: string, archiveId: number): Promise<number[]> {
      const rows = await tx
        .update(editionIssues)
        .set({ archiveIssueId: archiveId })
        .where(and(eq(editionIssues.publishOn, publishOn), eq(editionIssues.status, 'scheduled'), sql`${editionIssues.archiveIssueId} IS NULL`))
        .returning({ id: editionIssues.id });
      return rows.map((row) => row.id);
    },

    /** The archive's issue of a day, if one is out already (both editions of a day print as one issue). */
    async archiveOfDay(tx: Db, publishOn: string): Promise<number | null> {
      const [row] = await tx.select({ id: printIssues.id }).from(printIssues).where(eq(printIssues.publishedOn, publishOn)).limit(1);
      return row?.id ?? null;
    },
  };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;

/** The ads that ran in an archive issue: paid bookings of the schedule's issues it became, of ads still shown. */
export async function adsThatRan(db: Db, archiveId: number): Promise<{ classifieds: { id: number; title: string }[]; display_ads: { id: number; title: string }[] }> {
  const rows = rowsOf<{ kind: BookingKind; id: number; title: string }>(
    await db.execute(sql`SELECT DISTINCT 'classified' AS kind, c.id, c.title FROM classified_bookings b
        JOIN edition_issues ei ON ei.id = b.issue_id JOIN classifieds c ON c.id = b.classified_id
        WHERE ei.archive_issue_id = ${archiveId} AND ei.status = 'scheduled' AND NOT b.held AND c.deleted_at IS NULL AND c.status::text IN ('scheduled', 'running', 'expired')
      UNION
      SELECT DISTINCT 'display-ad' AS kind, d.id, d.item AS title FROM display_ad_bookings b
        JOIN edition_issues ei ON ei.id = b.issue_id JOIN display_ads d ON d.id = b.ad_id
        WHERE ei.archive_issue_id = ${archiveId} AND ei.status = 'scheduled' AND d.status = 'approved'
      ORDER BY kind, id`),
  );
  return {
    classifieds: rows.filter((row) => row.kind === 'classified').map(({ id, title }) => ({ id: Number(id), title })),
    display_ads: rows.filter((row) => row.kind === 'display-ad').map(({ id, title }) => ({ id: Number(id), title })),
  };
}
