import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { displayAdImages, displayAds, media } from '../../db/schema/index.ts';
import { createPrintBookings, type BookedRunRow, type DisplayAdLedger, type RunRow } from '../print/index.ts';

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

/** The print module's row with the ad it was booked for named as this module names it. */
const bookedIssue = ({ subject_id, ...run }: BookedRunRow): BookedIssueRow => ({ ...run, ad_id: subject_id });

/** The SQL of display ads; their bookings, with the issues they hold, are the print module's. */
export function createDisplayAdsRepository(db: Db, bookings: DisplayAdLedger = createPrintBookings(db).displayAds) {
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
      return (await bookings.runs(ids, { executor: tx })).map(bookedIssue);
    },

    /** Per edition, how many issues an ad holds and the last one's day (what it still lacks is booked after it). */
    held: (tx: Db, id: number): Promise<Record<string, { count: number; last: string | null }>> => bookings.perEdition(tx, id),

    book: (tx: Db, id: number, issueIds: readonly number[], at: Date): Promise<number> => bookings.book(tx, id, issueIds, at),

    /** Lets go of an ad's issues still open for booking (a rejected ad); those printed stay on record. */
    releaseOpen: (tx: Db, id: number, now: Date): Promise<void> => bookings.releaseOpen(tx, id, now),

    /** Paid ads still short of issues (a long term, booked as the schedule grows), locked for one booking run; others' skipped. */
    shortOfIssues(tx: Db, limit: number): Promise<DisplayAdRow[]> {
      return tx
        .select()
        .from(displayAds)
        .where(
          and(
            inArray(displayAds.status, ['awaiting_review', 'approved']),
            sql`${bookings.scheduledCount(sql`${displayAds.id}`)} < ${displayAds.issues} * cardinality(${displayAds.editions})`,
          ),
        )
        .orderBy(asc(displayAds.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Tear sheets due: issues of accepted ads the archive now holds, not sent yet; claimed so that one instance sends each. */
    async claimTearSheets(tx: Db, at: Date, limit: number): Promise<TearSheetRow[]> {
      const accepted = sql`SELECT ${displayAds.id} FROM ${displayAds} WHERE ${displayAds.status} = 'approved'`;
      const claimed = await bookings.claimTearSheets(tx, accepted, at, limit);
      if (claimed.length === 0) return [];
      const ads = new Map(
        (await tx.select({ id: displayAds.id, ownerId: displayAds.ownerId, item: displayAds.item }).from(displayAds).where(inArray(displayAds.id, [...new Set(claimed.map((row) => row.subject_id))]))).map((ad) => [ad.id, ad]),
      );
      return claimed.map(({ issue_id, ...run }) => {
        const ad = ads.get(run.subject_id)!;
        return { ...bookedIssue(run), issue_id, owner_id: ad.ownerId, item: ad.item };
      });
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
