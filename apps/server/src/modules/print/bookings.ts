import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ISSUES_PER_PAGE } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { classifiedBookings, displayAdBookings, editionIssues } from '../../db/schema/index.ts';

/**
 * The one place that books print issues (issue #26): the classifieds' and the display ads'
 * bookings (a row: this ad holds that issue) are read and written here, joined with the issues'
 * days, deadlines and editions and the archive's issue once out. The features keep their own
 * rows (an ad and its bookings go together) and ask this module for everything that touches the
 * schedule; where a feature's query must filter or lock its own rows by their bookings (in one
 * statement, not one query per ad), it is given an SQL expression written here.
 */

/** A booked issue as its owner sees it: out already when the archive holds it (`runsView` shows them). */
export interface RunRow extends Record<string, unknown> {
  edition: string;
  name_en: string | null;
  name_ru: string | null;
  publish_on: string;
  archive_number: number | null;
  archive_page: number | null;
  pdf_key: string | null;
}

/** The same, with the ad that booked it. */
export interface BookedRunRow extends RunRow {
  subject_id: number;
}

/** A tear sheet to send: a booked issue the archive now holds, claimed by this run. */
export interface TearSheetClaim extends BookedRunRow {
  issue_id: number;
}

/** A classified's booking as its rules of money read it. */
export interface ClassifiedBooking {
  classifiedId: number;
  issueId: number;
  edition: string;
  date: string;
  deadlineAt: Date;
  held: boolean;
}

/** A feature's bookings table, in raw SQL: its name and the column naming the ad. */
interface Ledger {
  table: SQL;
  subject: SQL;
}

const CLASSIFIEDS: Ledger = { table: sql.raw('classified_bookings'), subject: sql.raw('classified_id') };
const DISPLAY_ADS: Ledger = { table: sql.raw('display_ad_bookings'), subject: sql.raw('ad_id') };

/** Rows of `db.execute`, whichever driver answered (node-postgres wraps them, PGlite too). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/** The run columns of booking `b` (its issue `ei`, edition `pe`, archive issue `pi`, PDF `pdf`). */
const runColumns = (ledger: Ledger) => sql`b.${ledger.subject} AS subject_id, ei.edition, pe.name_en, pe.name_ru, ei.publish_on::text AS publish_on,
  pi.number AS archive_number,
  CASE WHEN pi.id IS NULL THEN NULL ELSE (
    SELECT count(*)::int / ${ISSUES_PER_PAGE} + 1 FROM print_issues newer
    WHERE (newer.published_on, newer.id) > (pi.published_on, pi.id)
  ) END AS archive_page,
  pdf.storage_key AS pdf_key`;

const runJoins = sql`JOIN edition_issues ei ON ei.id = b.issue_id
  LEFT JOIN print_editions pe ON pe.slug = ei.edition
  LEFT JOIN print_issues pi ON pi.id = ei.archive_issue_id
  LEFT JOIN media pdf ON pdf.id = pi.pdf_id`;

function ledgerReads(db: Db, ledger: Ledger) {
  return {
    /**
     * The scheduled (not cancelled) issues booked by these ads, per ad in the editions' order,
     * earliest first; `paidOnly` leaves out a classified's held bookings (not a run, decision 025).
     */
    async runs(ids: readonly number[], options: { executor?: Db; paidOnly?: boolean } = {}): Promise<BookedRunRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<BookedRunRow>(
        await (options.executor ?? db).execute(sql`SELECT ${runColumns(ledger)} FROM ${ledger.table} b ${runJoins}
          WHERE b.${ledger.subject} IN (${idList(ids)}) AND ei.status = 'scheduled' ${options.paidOnly ? sql`AND NOT b.held` : sql``}
          ORDER BY b.${ledger.subject}, pe.position NULLS LAST, ei.edition, ei.publish_on`),
      );
    },

    /** Lets go of an ad's bookings of issues still open for booking at `at` (those printed stay on record). */
    async releaseOpen(tx: Db, id: number, at: Date): Promise<void> {
      await tx.execute(sql`DELETE FROM ${ledger.table} b USING edition_issues ei
        WHERE b.${ledger.subject} = ${id} AND ei.id = b.issue_id AND ei.deadline_at > ${at.toISOString()}`);
    },
  };
}

/** A classified's bookings: held while the ad owes money for them, let go at the deadline unless paid (decision 025). */
function classifiedLedger(db: Db) {
  async function replace(tx: Db, id: number, issueIds: readonly number[], held: boolean): Promise<void> {
    await tx.delete(classifiedBookings).where(eq(classifiedBookings.classifiedId, id));
    if (issueIds.length > 0) await tx.insert(classifiedBookings).values(issueIds.map((issueId) => ({ classifiedId: id, issueId, held })));
  }

  return {
    ...ledgerReads(db, CLASSIFIEDS),

    /** These ads' bookings with their issues' editions, days and deadlines, earliest first. */
    async of(ids: readonly number[], executor: Db = db): Promise<ClassifiedBooking[]> {
      if (ids.length === 0) return [];
      return executor
        .select({
          classifiedId: classifiedBookings.classifiedId,
          issueId: editionIssues.id,
          edition: editionIssues.edition,
          date: editionIssues.publishOn,
          deadlineAt: editionIssues.deadlineAt,
          held: classifiedBookings.held,
        })
        .from(classifiedBookings)
        .innerJoin(editionIssues, eq(editionIssues.id, classifiedBookings.issueId))
        .where(inArray(classifiedBookings.classifiedId, [...ids]))
        .orderBy(asc(editionIssues.publishOn), asc(editionIssues.edition));
    },

    /** The ad's bookings become these issues. */
    replace,

    /** Books more issues for the ad (one it holds already stays as it is). */
    async add(tx: Db, id: number, issueIds: readonly number[], held: boolean): Promise<void> {
      if (issueIds.length > 0) await tx.insert(classifiedBookings).values(issueIds.map((issueId) => ({ classifiedId: id, issueId, held }))).onConflictDoNothing();
    },

    /** The ads' held bookings whose issue closed for booking by `at` are let go. */
    async dropLapsed(tx: Db, ids: readonly number[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await tx.execute(sql`DELETE FROM classified_bookings b USING edition_issues ei
        WHERE b.classified_id IN (${idList(ids)}) AND b.held AND ei.id = b.issue_id AND ei.deadline_at <= ${at.toISOString()}`);
    },

    /** The ad is paid: its held bookings are its own now. */
    async confirmHeld(tx: Db, id: number): Promise<void> {
      await tx.update(classifiedBookings).set({ held: false }).where(and(eq(classifiedBookings.classifiedId, id), eq(classifiedBookings.held, true)));
    },

    /** Nothing the ad paid is left: its bookings of issues still open only hold their place. */
    async holdOpen(tx: Db, id: number, at: Date): Promise<void> {
      await tx.execute(sql`UPDATE classified_bookings b SET held = true FROM edition_issues ei
        WHERE b.classified_id = ${id} AND NOT b.held AND ei.id = b.issue_id AND ei.deadline_at > ${at.toISOString()}`);
    },

    /** SQL: whether the classified `subjectId` (an expression of the caller's query) has a held booking whose issue closed by `at`. */
    hasLapsedHold: (subjectId: SQL, at: Date): SQL => sql`EXISTS (
      SELECT 1 FROM classified_bookings lb JOIN edition_issues li ON li.id = lb.issue_id
      WHERE lb.classified_id = ${subjectId} AND lb.held AND li.deadline_at <= ${at.toISOString()})`,

    /** Per ad with bookings, the day of its last booked issue and of its last paid one. */
    async lastDays(tx: Db, ids: readonly number[]): Promise<{ id: number; last: string; paid_last: string | null }[]> {
      if (ids.length === 0) return [];
      return rowsOf(
        await tx.execute(sql`SELECT b.classified_id AS id, max(ei.publish_on)::text AS last, (max(ei.publish_on) FILTER (WHERE NOT b.held))::text AS paid_last
          FROM classified_bookings b JOIN edition_issues ei ON ei.id = b.issue_id
          WHERE b.classified_id IN (${idList(ids)}) GROUP BY b.classified_id`),
      );
    },
  };
}

/** A display ad's bookings: booked as the schedule grows (decision 035), a tear sheet sent for each printed one. */
function displayAdLedger(db: Db) {
  return {
    ...ledgerReads(db, DISPLAY_ADS),

    /** Per edition, how many scheduled issues the ad holds and the last one's day. */
    async perEdition(tx: Db, id: number): Promise<Record<string, { count: number; last: string | null }>> {
      const found = rowsOf<{ edition: string; n: number; last: string }>(
        await tx.execute(sql`SELECT ei.edition, count(*)::int AS n, max(ei.publish_on)::text AS last
          FROM display_ad_bookings b JOIN edition_issues ei ON ei.id = b.issue_id
          WHERE b.ad_id = ${id} AND ei.status = 'scheduled' GROUP BY ei.edition`),
      );
      return Object.fromEntries(found.map((row) => [row.edition, { count: row.n, last: row.last }]));
    },

    /** Books these issues for the ad at `at`; how many were new. */
    async book(tx: Db, id: number, issueIds: readonly number[], at: Date): Promise<number> {
      if (issueIds.length === 0) return 0;
      const added = await tx
        .insert(displayAdBookings)
        .values(issueIds.map((issueId) => ({ adId: id, issueId, bookedAt: at })))
        .onConflictDoNothing()
        .returning({ issueId: displayAdBookings.issueId });
      return added.length;
    },

    /** SQL: how many scheduled issues the display ad `subjectId` (an expression of the caller's query) holds. */
    scheduledCount: (subjectId: SQL): SQL => sql`(SELECT count(*) FROM display_ad_bookings cb JOIN edition_issues ci ON ci.id = cb.issue_id
      WHERE cb.ad_id = ${subjectId} AND ci.status = 'scheduled')`,

    /** SQL: of those, how many are out by `today` (a day). */
    outBy: (subjectId: SQL, today: string): SQL => sql`(SELECT count(*)::int FROM display_ad_bookings ob JOIN edition_issues oi ON oi.id = ob.issue_id
      WHERE ob.ad_id = ${subjectId} AND oi.status = 'scheduled' AND oi.publish_on <= ${today})`,

    /** SQL: the day of the last issue the display ad `subjectId` booked, whatever its state (text, null without any). */
    lastDay: (subjectId: SQL): SQL => sql`(SELECT max(li.publish_on)::text FROM display_ad_bookings lb JOIN edition_issues li ON li.id = lb.issue_id
      WHERE lb.ad_id = ${subjectId})`,

    /**
     * Tear sheets due: bookings of `accepted` ads (an SQL list of ids) whose issue the archive
     * now holds and whose sheet was not sent, up to `limit`, marked sent at `at` — claimed with
     * SKIP LOCKED, so that one instance sends each.
     */
    async claimTearSheets(tx: Db, accepted: SQL, at: Date, limit: number): Promise<TearSheetClaim[]> {
      return rowsOf<TearSheetClaim>(
        await tx.execute(sql`WITH due AS (
            SELECT b.ad_id, b.issue_id FROM display_ad_bookings b
            JOIN edition_issues ei ON ei.id = b.issue_id AND ei.archive_issue_id IS NOT NULL AND ei.status = 'scheduled'
            WHERE b.tear_sheet_at IS NULL AND b.ad_id IN (${accepted})
            ORDER BY b.ad_id, b.issue_id LIMIT ${limit}
            FOR UPDATE OF b SKIP LOCKED
          ), marked AS (
            UPDATE display_ad_bookings b SET tear_sheet_at = ${at.toISOString()}
            FROM due WHERE b.ad_id = due.ad_id AND b.issue_id = due.issue_id
            RETURNING b.ad_id, b.issue_id
          )
          SELECT ${runColumns(DISPLAY_ADS)}, b.issue_id
          FROM marked m JOIN display_ad_bookings b ON b.ad_id = m.ad_id AND b.issue_id = m.issue_id
          ${runJoins}`),
      );
    },
  };
}

/** The bookings of everything printed: each feature's ledger. */
export function createPrintBookings(db: Db) {
  return { classifieds: classifiedLedger(db), displayAds: displayAdLedger(db) };
}

export type PrintBookings = ReturnType<typeof createPrintBookings>;
export type ClassifiedLedger = PrintBookings['classifieds'];
export type DisplayAdLedger = PrintBookings['displayAds'];
