import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ISSUES_PER_PAGE } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import type { RunRow } from '../classifieds/index.ts';
import { displayAdBookings, displayAdImages, displayAds, media } from '../../db/schema/index.ts';

export type DisplayAdRow = typeof displayAds.$inferSelect;
export type NewDisplayAd = Omit<typeof displayAds.$inferInsert, 'id'>;
export type DisplayAdPatch = Partial<NewDisplayAd>;

export interface AdImage {
  adId: number;
  mediaId: number;
  storageKey: string;
  width: number | null;
  height: number | null;
  widths: number[];
}

/** A booked issue as the owner sees it (the classifieds' run row): out already when the archive holds it. */
export interface BookedIssueRow extends RunRow {
  ad_id: number;
}

/** A tear sheet to send: a booked issue of an accepted ad that the archive now holds. */
export interface TearSheetRow extends BookedIssueRow {
  issue_id: number;
  owner_id: number;
  item: string;
}

const bookedIssueColumns = sql`b.ad_id, ei.edition, pe.name_en, pe.name_ru, ei.publish_on::text AS publish_on,
  pi.number AS archive_number,
  CASE WHEN pi.id IS NULL THEN NULL ELSE (
    SELECT count(*)::int / ${ISSUES_PER_PAGE} + 1 FROM print_issues newer
    WHERE (newer.published_on, newer.id) > (pi.published_on, pi.id)
  ) END AS archive_page,
  pdf.storage_key AS pdf_key`;

const bookedIssueJoins = sql`FROM display_ad_bookings b
  JOIN edition_issues ei ON ei.id = b.issue_id
  LEFT JOIN print_editions pe ON pe.slug = ei.edition
  LEFT JOIN print_issues pi ON pi.id = ei.archive_issue_id
  LEFT JOIN media pdf ON pdf.id = pi.pdf_id`;

export function createDisplayAdsRepository(db: Db) {
  const rows = async <T extends Record<string, unknown>>(query: SQL, tx: Db = db): Promise<T[]> => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** An ad with its pictures in order and the order to pay it, in one transaction (none is left without its order). */
    insert(row: NewDisplayAd, mediaIds: readonly number[], openOrder: (tx: Db, id: number) => Promise<number>): Promise<{ id: number; orderId: number }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(displayAds).values(row).returning({ id: displayAds.id });
        const id = inserted!.id;
        if (mediaIds.length > 0) await tx.insert(displayAdImages).values(mediaIds.map((mediaId, position) => ({ adId: id, mediaId, position })));
        const orderId = await openOrder(tx, id);
        await tx.update(displayAds).set({ orderId }).where(eq(displayAds.id, id));
        return { id, orderId };
      });
    },

    async byId(id: number): Promise<DisplayAdRow | undefined> {
      const [row] = await db.select().from(displayAds).where(eq(displayAds.id, id));
      return row;
    },

    async lock(tx: Db, id: number): Promise<DisplayAdRow | undefined> {
      const [row] = await tx.select().from(displayAds).where(eq(displayAds.id, id)).for('update');
      return row;
    },

    async update(id: number, patch: DisplayAdPatch, tx: Db = db): Promise<void> {
      await tx.update(displayAds).set(patch).where(eq(displayAds.id, id));
    },

    /** Deletes an ad (its bookings go with it); the media ids of its pictures and logo, to release. */
    async remove(tx: Db, id: number): Promise<number[]> {
      const images = await tx.select({ mediaId: displayAdImages.mediaId }).from(displayAdImages).where(eq(displayAdImages.adId, id));
      const [gone] = await tx.delete(displayAds).where(eq(displayAds.id, id)).returning({ logoId: displayAds.logoId });
      return [...images.map((image) => image.mediaId), ...(gone?.logoId ? [gone.logoId] : [])];
    },

    ownedBy(ownerId: number): Promise<DisplayAdRow[]> {
      return db.select().from(displayAds).where(eq(displayAds.ownerId, ownerId)).orderBy(desc(displayAds.id));
    },

    async imagesOf(ids: readonly number[]): Promise<AdImage[]> {
      if (ids.length === 0) return [];
      return db
        .select({ adId: displayAdImages.adId, mediaId: displayAdImages.mediaId, storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths })
        .from(displayAdImages)
        .innerJoin(media, eq(media.id, displayAdImages.mediaId))
        .where(inArray(displayAdImages.adId, [...ids]))
        .orderBy(asc(displayAdImages.adId), asc(displayAdImages.position));
    },

    async logos(mediaIds: readonly number[]): Promise<Map<number, Omit<AdImage, 'adId'>>> {
      if (mediaIds.length === 0) return new Map();
      const found = await db
        .select({ mediaId: media.id, storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths })
        .from(media)
        .where(inArray(media.id, [...mediaIds]));
      return new Map(found.map((row) => [row.mediaId, row]));
    },

    /** The issues booked for these ads, per ad in the editions' order, earliest first. */
    async bookedIssues(ids: readonly number[], tx: Db = db): Promise<BookedIssueRow[]> {
      if (ids.length === 0) return [];
      return rows<BookedIssueRow>(sql`SELECT ${bookedIssueColumns} ${bookedIssueJoins}
        WHERE b.ad_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) AND ei.status = 'scheduled'
        ORDER BY b.ad_id, pe.position NULLS LAST, ei.edition, ei.publish_on`, tx);
    },

    /** Per edition, how many issues an ad holds and the last one's day (what it still lacks is booked after it). */
    async held(tx: Db, id: number): Promise<Record<string, { count: number; last: string | null }>> {
      const found = await rows<{ edition: string; n: number; last: string }>(
        sql`SELECT ei.edition, count(*)::int AS n, max(ei.publish_on)::text AS last
          FROM display_ad_bookings b JOIN edition_issues ei ON ei.id = b.issue_id
          WHERE b.ad_id = ${id} AND ei.status = 'scheduled' GROUP BY ei.edition`,
        tx,
      );
      return Object.fromEntries(found.map((row) => [row.edition, { count: row.n, last: row.last }]));
    },

    async book(tx: Db, id: number, issueIds: readonly number[], at: Date): Promise<number> {
      if (issueIds.length === 0) return 0;
      const added = await tx
        .insert(displayAdBookings)
        .values(issueIds.map((issueId) => ({ adId: id, issueId, bookedAt: at })))
        .onConflictDoNothing()
        .returning({ issueId: displayAdBookings.issueId });
      return added.length;
    },

    /** Lets go of an ad's issues still open for booking (a rejected ad); those printed stay on record. */
    async releaseOpen(tx: Db, id: number, now: Date): Promise<void> {
      await tx.execute(sql`DELETE FROM display_ad_bookings b USING edition_issues ei
        WHERE b.ad_id = ${id} AND ei.id = b.issue_id AND ei.deadline_at > ${now.toISOString()}`);
    },

    /** Paid ads still short of issues (a long term, booked as the schedule grows), locked for one booking run; others' skipped. */
    shortOfIssues(tx: Db, limit: number): Promise<DisplayAdRow[]> {
      return tx
        .select()
        .from(displayAds)
        .where(
          and(
            inArray(displayAds.status, ['awaiting_review', 'approved']),
            sql`(SELECT count(*) FROM display_ad_bookings b JOIN edition_issues ei ON ei.id = b.issue_id
              WHERE b.ad_id = ${displayAds.id} AND ei.status = 'scheduled') < ${displayAds.issues} * cardinality(${displayAds.editions})`,
          ),
        )
        .orderBy(asc(displayAds.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Tear sheets due: issues of accepted ads the archive now holds, not sent yet; claimed so that one instance sends each. */
    claimTearSheets(tx: Db, at: Date, limit: number): Promise<TearSheetRow[]> {
      return rows<TearSheetRow>(
        sql`WITH due AS (
            SELECT b.ad_id, b.issue_id FROM display_ad_bookings b
            JOIN display_ads a ON a.id = b.ad_id AND a.status = 'approved'
            JOIN edition_issues ei ON ei.id = b.issue_id AND ei.archive_issue_id IS NOT NULL AND ei.status = 'scheduled'
            WHERE b.tear_sheet_at IS NULL
            ORDER BY b.ad_id, b.issue_id LIMIT ${limit}
            FOR UPDATE OF b SKIP LOCKED
          ), marked AS (
            UPDATE display_ad_bookings b SET tear_sheet_at = ${at.toISOString()}
            FROM due WHERE b.ad_id = due.ad_id AND b.issue_id = due.issue_id
            RETURNING b.ad_id, b.issue_id
          )
          SELECT ${bookedIssueColumns}, b.issue_id, a.owner_id, a.item
          FROM marked m JOIN display_ad_bookings b ON b.ad_id = m.ad_id AND b.issue_id = m.issue_id
          JOIN display_ads a ON a.id = b.ad_id
          JOIN edition_issues ei ON ei.id = b.issue_id
          LEFT JOIN print_editions pe ON pe.slug = ei.edition
          LEFT JOIN print_issues pi ON pi.id = ei.archive_issue_id
          LEFT JOIN media pdf ON pdf.id = pi.pdf_id`,
        tx,
      );
    },

    queue(limit: number, offset: number): Promise<DisplayAdRow[]> {
      return db
        .select()
        .from(displayAds)
        .where(eq(displayAds.status, 'awaiting_review'))
        .orderBy(asc(displayAds.publishOn), asc(displayAds.id))
        .limit(limit)
        .offset(offset);
    },

    async queueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(displayAds).where(eq(displayAds.status, 'awaiting_review'));
      return row?.n ?? 0;
    },

    /** Records a decision on an ad still awaiting review, with `also` in its transaction; false when it changed first. */
    decide(id: number, patch: DisplayAdPatch, also: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(displayAds)
          .set(patch)
          .where(and(eq(displayAds.id, id), eq(displayAds.status, 'awaiting_review')))
          .returning({ id: displayAds.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },


  };
}

export type DisplayAdsRepository = ReturnType<typeof createDisplayAdsRepository>;
