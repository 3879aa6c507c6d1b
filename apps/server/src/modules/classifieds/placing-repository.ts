import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClassifiedStatus } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { classifiedImages, classifieds, media } from '../../db/schema/index.ts';
import { createPrintBookings, type ClassifiedLedger } from '../print/index.ts';

export type ClassifiedRow = typeof classifieds.$inferSelect;
export type NewClassified = Omit<typeof classifieds.$inferInsert, 'id' | 'search'>;
export type ClassifiedPatch = Partial<NewClassified>;

/** More work in the transaction of a write (a decision's notifications, a payment's order line). */
export type InTransaction = (tx: Db) => Promise<void>;

/** PostgreSQL's unique_violation on this index: the same text is already in a live ad. */
export function isDuplicateText(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'classifieds_text_key_idx' || message?.includes('classifieds_text_key_idx'))) return true;
    if (!(e as { cause?: unknown }).cause) break;
  }
  return false;
}

const live = isNull(classifieds.deletedAt);
/** In the moderation queue: a live ad awaiting review, or running with reports staff have not resolved. */
const inQueue = sql`${classifieds.deletedAt} is null and (${classifieds.status} = 'awaiting_review' or (${classifieds.status} = 'running'
  and exists (select 1 from classified_reports r where r.classified_id = ${classifieds.id} and r.resolved_at is null)))`;

/**
 * The SQL of placing and managing ads: the owner's ads with their pictures and bookings (with
 * their issues' days and deadlines), writes in one transaction with their bookings, the review
 * queue, and the lifecycle's claims. The schedule they book from is the print module's.
 */
export function createPlacingRepository(db: Db, bookings: ClassifiedLedger = createPrintBookings(db).classifieds) {
  /** The ads' bookings with their issues' days and deadlines (the print module's), earliest first. */
  const bookingsOf = (ids: readonly number[], executor: Db = db) => bookings.of(ids, executor);

  async function imagesOf(ids: readonly number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: classifiedImages.id,
        classifiedId: classifiedImages.classifiedId,
        mediaId: classifiedImages.mediaId,
        storageKey: media.storageKey,
        width: media.width,
        height: media.height,
        widths: media.widths,
      })
      .from(classifiedImages)
      .innerJoin(media, eq(media.id, classifiedImages.mediaId))
      .where(inArray(classifiedImages.classifiedId, [...ids]))
      .orderBy(asc(classifiedImages.classifiedId), asc(classifiedImages.position));
  }

  /** The ad's bookings become these issues; `held` while the ad owes money for them (decision 025). */
  const replaceBookings = (tx: Db, id: number, issueIds: readonly number[], held: boolean) => bookings.replace(tx, id, issueIds, held);

  return {
    bookingsOf,
    imagesOf,

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A live (not deleted) ad by id. */
    async byId(id: number, executor: Db = db): Promise<ClassifiedRow | undefined> {
      const [row] = await executor.select().from(classifieds).where(and(eq(classifieds.id, id), live));
      return row;
    },

    /** The same, locked for the rest of the transaction (a write or a payment on it waits). */
    async lockById(tx: Db, id: number): Promise<ClassifiedRow | undefined> {
      const [row] = await tx.select().from(classifieds).where(and(eq(classifieds.id, id), live)).for('update');
      return row;
    },

    /** An owner's live ads, newest first. */
    ownedBy(ownerId: number): Promise<ClassifiedRow[]> {
      return db.select().from(classifieds).where(and(eq(classifieds.ownerId, ownerId), live)).orderBy(desc(classifieds.createdAt), desc(classifieds.id));
    },

    async insert(tx: Db, ad: NewClassified, booking: { issueIds: readonly number[]; held: boolean }, mediaIds: readonly number[]): Promise<number> {
      const [row] = await tx.insert(classifieds).values(ad).returning({ id: classifieds.id });
      const id = row!.id;
      await replaceBookings(tx, id, booking.issueIds, booking.held);
      if (mediaIds.length > 0) await tx.insert(classifiedImages).values(mediaIds.map((mediaId, position) => ({ classifiedId: id, mediaId, position })));
      return id;
    },

    async update(id: number, patch: ClassifiedPatch, executor: Db = db): Promise<void> {
      await executor.update(classifieds).set(patch).where(eq(classifieds.id, id));
    },

    replaceBookings,

    addBookings: (tx: Db, id: number, issueIds: readonly number[], held: boolean): Promise<void> => bookings.add(tx, id, issueIds, held),

    /** The ad's held bookings whose issue closed for booking by `at` are let go (the ad did not pay in time). */
    dropLapsed: (tx: Db, id: number, at: Date): Promise<void> => bookings.dropLapsed(tx, [id], at),

    /** The ad is paid: its held bookings are its own now. */
    confirmHeld: (tx: Db, id: number): Promise<void> => bookings.confirmHeld(tx, id),

    /** Nothing the ad paid is left: its bookings of issues still open only hold their place, as an unpaid ad's do. */
    holdOpen: (tx: Db, id: number, at: Date): Promise<void> => bookings.holdOpen(tx, id, at),

    /** Keeps the listed pictures (by image id, in order), appends the new media; returns the media ids dropped. */
    async replaceImages(tx: Db, id: number, keepImageIds: readonly number[], newMediaIds: readonly number[]): Promise<number[]> {
      const current = await tx.select({ id: classifiedImages.id, mediaId: classifiedImages.mediaId }).from(classifiedImages).where(eq(classifiedImages.classifiedId, id));
      const keep = keepImageIds.filter((imageId) => current.some((row) => row.id === imageId));
      const dropped = current.filter((row) => !keep.includes(row.id));
      if (dropped.length > 0) await tx.delete(classifiedImages).where(inArray(classifiedImages.id, dropped.map((row) => row.id)));
      for (const [position, imageId] of keep.entries()) await tx.update(classifiedImages).set({ position }).where(eq(classifiedImages.id, imageId));
      if (newMediaIds.length > 0) {
        await tx.insert(classifiedImages).values(newMediaIds.map((mediaId, i) => ({ classifiedId: id, mediaId, position: keep.length + i })));
      }
      return dropped.map((row) => row.mediaId);
    },

    /**
     * Deletes an ad in `tx`: marked deleted (its text is free again), its bookings of issues still
     * open given back, its pictures let go (their media ids).
     */
    async softDelete(tx: Db, id: number, at: Date): Promise<number[]> {
      await tx.update(classifieds).set({ deletedAt: at, updatedAt: at, orderId: null }).where(eq(classifieds.id, id));
      await bookings.releaseOpen(tx, id, at);
      const images = await tx.delete(classifiedImages).where(eq(classifiedImages.classifiedId, id)).returning({ mediaId: classifiedImages.mediaId });
      return images.map((row) => row.mediaId);
    },

    // ---- review ----

    /** Ads waiting for review, the longest waiting first (the partial index's order). */
    /**
     * The moderation queue: ads awaiting review, and running ads with open reports, the longest
     * waiting first (since the ad was sent, or since its first open report).
     */
    reviewQueue(limit: number, offset: number): Promise<ClassifiedRow[]> {
      return db
        .select()
        .from(classifieds)
        .where(inQueue)
        .orderBy(
          sql`case when ${classifieds.status} = 'awaiting_review' then ${classifieds.updatedAt}
            else (select min(r.created_at) from classified_reports r where r.classified_id = ${classifieds.id} and r.resolved_at is null) end`,
          asc(classifieds.id),
        )
        .limit(limit)
        .offset(offset);
    },

    async reviewQueueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(classifieds).where(inQueue);
      return row?.n ?? 0;
    },

    /**
     * Records a decision on an ad still in the state the reviewer saw, with `also` (its
     * notifications) in the same transaction; false when it changed first.
     */
    decide(id: number, seen: ClassifiedStatus, patch: ClassifiedPatch, also: InTransaction): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(classifieds)
          .set(patch)
          .where(and(eq(classifieds.id, id), eq(classifieds.status, seen), live))
          .returning({ id: classifieds.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },

    // ---- the lifecycle (any number of instances may run it at once) ----

    /**
     * Held bookings whose issue closed for booking by `at` are let go (decision 025): the ads
     * did not pay in time, and an unpaid booking never holds a print run. Each ad is claimed with
     * SKIP LOCKED (a payment in progress holds it: it settles the booking itself), and its
     * `valid_until` follows the issues it keeps (`lastDay(date)`: an approved ad's paid ones), so
     * a prolongation left unpaid does not keep the ad on the web. The ads whose bookings lapsed.
     */
    lapseHeld(at: Date, lastDay: (issueDate: string) => string): Promise<number[]> {
      return db.transaction(async (tx) => {
        const locked = rowsOf<{ id: number; status: ClassifiedStatus }>(
          await tx.execute(sql`
            select c.id, c.status from ${classifieds} c
            where ${bookings.hasLapsedHold(sql`c.id`, at)}
            for update of c skip locked`),
        );
        const claimed = locked.map((row) => Number(row.id));
        if (claimed.length === 0) return [];
        await bookings.dropLapsed(tx, claimed, at);
        // An approved ad runs as far as what it paid for; one not started yet shows the run it booked.
        const statuses = new Map(locked.map((row) => [Number(row.id), row.status]));
        for (const row of await bookings.lastDays(tx, claimed)) {
          const status = statuses.get(Number(row.id));
          const last = status === 'scheduled' || status === 'running' ? (row.paid_last ?? row.last) : row.last;
          await tx.update(classifieds).set({ validUntil: lastDay(last), updatedAt: at }).where(eq(classifieds.id, Number(row.id)));
        }
        return claimed;
      });
    },

    /** Scheduled ads whose day has come go into the catalogue. */
    async startDue(today: string, at: Date): Promise<number[]> {
      const rows = await db.execute<{ id: number }>(sql`
        update ${classifieds} c set status = 'running', published_at = coalesce(c.published_at, ${at.toISOString()}), updated_at = ${at.toISOString()}
        where c.id in (
          select id from ${classifieds}
          where status = 'scheduled' and deleted_at is null and publish_on <= ${today}
          for update skip locked
        )
        returning c.id`);
      return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
    },

    /** Running ads past their last valid day leave the catalogue (they stay in the owner's list). */
    async expireDue(today: string, at: Date): Promise<number[]> {
      const rows = await db.execute<{ id: number }>(sql`
        update ${classifieds} c set status = 'expired', updated_at = ${at.toISOString()}
        where c.id in (
          select id from ${classifieds}
          where status in ('running', 'scheduled') and deleted_at is null and valid_until < ${today}
          for update skip locked
        )
        returning c.id`);
      return rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
    },

    /**
     * Claims the printed ads whose run ends within the reminder window and whose owner has not
     * been reminded of this end yet: marks them reminded and runs `also` (queueing the message)
     * in the same transaction, so a reminder is queued once whichever instance claims it.
     */
    claimReminders(today: string, lastDay: string, also: (tx: Db, ids: number[]) => Promise<void>): Promise<number[]> {
      return db.transaction(async (tx) => {
        const rows = await tx.execute<{ id: number }>(sql`
          update ${classifieds} c set reminded_for = c.valid_until
          where c.id in (
            select id from ${classifieds}
            where status in ('running', 'scheduled') and deleted_at is null and version <> 'online'
              and valid_until >= ${today} and valid_until <= ${lastDay}
              and (reminded_for is null or reminded_for <> valid_until)
            for update skip locked
          )
          returning c.id`);
        const ids = rowsOf<{ id: number }>(rows).map((row) => Number(row.id));
        if (ids.length > 0) await also(tx, ids);
        return ids;
      });
    },
  };
}

/** Rows of `db.execute`, whichever driver answered (node-postgres wraps them, PGlite too). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export type PlacingRepository = ReturnType<typeof createPlacingRepository>;
