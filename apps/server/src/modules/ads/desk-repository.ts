import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, stripAds } from '../../db/schema/index.ts';

export type StripAdRow = typeof stripAds.$inferSelect;
export type StripAdValues = Pick<StripAdRow, 'url' | 'imageId' | 'alt' | 'altEn' | 'position' | 'active' | 'startsAt' | 'endsAt'>;

/** Ads of members' banners are numbered from here (the banners module); the newsroom's own stay below. */
const BANNER_AD_IDS = 1_000_000;

const adColumns = {
  id: stripAds.id,
  adId: stripAds.adId,
  url: stripAds.url,
  imageId: stripAds.imageId,
  alt: stripAds.alt,
  altEn: stripAds.altEn,
  position: stripAds.position,
  active: stripAds.active,
  startsAt: stripAds.startsAt,
  endsAt: stripAds.endsAt,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  widths: media.widths,
};

/** The newsroom's own ads of the strip (decision 062); members' banners are the banners module's. */
export function createAdsDeskRepository(db: Db) {
  const own = isNull(stripAds.bannerId);
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction(work),

    list: (tx: Db = db) =>
      tx.select(adColumns).from(stripAds).innerJoin(media, eq(media.id, stripAds.imageId)).where(own).orderBy(asc(stripAds.position), asc(stripAds.id)),

    async one(tx: Db, id: number) {
      const [row] = await tx.select(adColumns).from(stripAds).innerJoin(media, eq(media.id, stripAds.imageId)).where(and(eq(stripAds.id, id), own));
      return row;
    },

    async locked(tx: Db, id: number): Promise<StripAdRow | undefined> {
      const [row] = await tx.select().from(stripAds).where(and(eq(stripAds.id, id), own)).for('update');
      return row;
    },

    /** A new ad of its own (a new ad_id below the banners'). */
    async insert(tx: Db, values: StripAdValues): Promise<StripAdRow> {
      // One ad number at a time: two creations at once must not take the same.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('strip_ads.ad_id'))`);
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${stripAds.adId}), 0) + 1` })
        .from(stripAds)
        .where(lt(stripAds.adId, BANNER_AD_IDS));
      const [row] = await tx.insert(stripAds).values({ ...values, adId: Number(next) }).returning();
      return row!;
    },

    async update(tx: Db, id: number, patch: Partial<StripAdValues>): Promise<void> {
      await tx.update(stripAds).set(patch).where(eq(stripAds.id, id));
    },

    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(stripAds).where(eq(stripAds.id, id));
    },
  };
}

export type AdsDeskRepository = ReturnType<typeof createAdsDeskRepository>;
export type DeskAdRow = NonNullable<Awaited<ReturnType<AdsDeskRepository['one']>>>;
