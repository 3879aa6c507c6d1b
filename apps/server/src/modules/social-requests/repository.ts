import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, socialRequestImages, socialRequests } from '../../db/schema/index.ts';

export type SocialRequestRow = typeof socialRequests.$inferSelect;
export type NewSocialRequest = Omit<typeof socialRequests.$inferInsert, 'id'>;
export type SocialRequestPatch = Partial<NewSocialRequest>;

export interface RequestImage {
  requestId: number;
  mediaId: number;
  storageKey: string;
  width: number | null;
  height: number | null;
  widths: number[];
}

export function createSocialRequestsRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A request with its pictures in order and the order to pay it, in one transaction (none is left without its order). */
    insert(row: NewSocialRequest, mediaIds: readonly number[], openOrder: (tx: Db, id: number) => Promise<number>): Promise<{ id: number; orderId: number }> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(socialRequests).values(row).returning({ id: socialRequests.id });
        const id = inserted!.id;
        if (mediaIds.length > 0) await tx.insert(socialRequestImages).values(mediaIds.map((mediaId, position) => ({ requestId: id, mediaId, position })));
        const orderId = await openOrder(tx, id);
        await tx.update(socialRequests).set({ orderId }).where(eq(socialRequests.id, id));
        return { id, orderId };
      });
    },

    async byId(id: number): Promise<SocialRequestRow | undefined> {
      const [row] = await db.select().from(socialRequests).where(eq(socialRequests.id, id));
      return row;
    },

    async lock(tx: Db, id: number): Promise<SocialRequestRow | undefined> {
      const [row] = await tx.select().from(socialRequests).where(eq(socialRequests.id, id)).for('update');
      return row;
    },

    async update(id: number, patch: SocialRequestPatch, tx: Db = db): Promise<void> {
      await tx.update(socialRequests).set(patch).where(eq(socialRequests.id, id));
    },

    /** Deletes a request; the media ids of its pictures (to release). */
    async remove(tx: Db, id: number): Promise<number[]> {
      const images = await tx.select({ mediaId: socialRequestImages.mediaId }).from(socialRequestImages).where(eq(socialRequestImages.requestId, id));
      await tx.delete(socialRequests).where(eq(socialRequests.id, id));
      return images.map((image) => image.mediaId);
    },

    ownedBy(ownerId: number): Promise<SocialRequestRow[]> {
      return db.select().from(socialRequests).where(eq(socialRequests.ownerId, ownerId)).orderBy(desc(socialRequests.id));
    },

    async imagesOf(ids: readonly number[]): Promise<RequestImage[]> {
      if (ids.length === 0) return [];
      return db
        .select({ requestId: socialRequestImages.requestId, mediaId: socialRequestImages.mediaId, storageKey: media.storageKey, width: media.width, height: media.height, widths: media.widths })
        .from(socialRequestImages)
        .innerJoin(media, eq(media.id, socialRequestImages.mediaId))
        .where(inArray(socialRequestImages.requestId, [...ids]))
        .orderBy(asc(socialRequestImages.requestId), asc(socialRequestImages.position));
    },

    queue(limit: number, offset: number): Promise<SocialRequestRow[]> {
      return db
        .select()
        .from(socialRequests)
        .where(eq(socialRequests.status, 'awaiting_publication'))
        .orderBy(asc(socialRequests.publishOn), asc(socialRequests.id))
        .limit(limit)
        .offset(offset);
    },

    async queueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(socialRequests).where(eq(socialRequests.status, 'awaiting_publication'));
      return row?.n ?? 0;
    },

    /** Records a decision on a request still awaiting publication, with `also` in its transaction; false when it changed first. */
    decide(id: number, patch: SocialRequestPatch, also: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(socialRequests)
          .set(patch)
          .where(and(eq(socialRequests.id, id), eq(socialRequests.status, 'awaiting_publication')))
          .returning({ id: socialRequests.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },

  };
}

export type SocialRequestsRepository = ReturnType<typeof createSocialRequestsRepository>;
