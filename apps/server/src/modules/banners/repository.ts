import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { BannerStatus } from '@gazeta/contract';
import type { Db } from '../../db/client.ts';
import { bannerStats, banners, media, stripAds } from '../../db/schema/index.ts';

export type BannerRecord = typeof banners.$inferSelect;
export type NewBanner = Omit<typeof banners.$inferInsert, 'id'>;
export type BannerPatch = Partial<NewBanner>;

/** A banner with its picture's stored form. */
export interface BannerRow extends BannerRecord {
  storageKey: string;
  width: number | null;
  height: number | null;
  widths: number[];
}

/** A banner's placement in the strip while approved. */
export interface Placement {
  adId: number;
  url: string;
  imageId: number;
  alt: string;
  startsAt: Date;
  endsAt: Date;
  bannerId: number;
}

/** Views and clicks to add to a banner's day. */
export interface CountDelta {
  bannerId: number;
  day: string;
  impressions: number;
  clicks: number;
}

const withPicture = {
  banner: banners,
  storageKey: media.storageKey,
  width: media.width,
  height: media.height,
  widths: media.widths,
};

const flatten = (rows: { banner: BannerRecord; storageKey: string; width: number | null; height: number | null; widths: number[] }[]): BannerRow[] =>
  rows.map(({ banner, ...picture }) => ({ ...banner, ...picture }));

export function createBannersRepository(db: Db) {
  const select = (tx: Db = db) => tx.select(withPicture).from(banners).innerJoin(media, eq(media.id, banners.imageId));

  return {
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(tx: Db, row: NewBanner): Promise<number> {
      const [inserted] = await tx.insert(banners).values(row).returning({ id: banners.id });
      return inserted!.id;
    },

    async byId(id: number, tx: Db = db): Promise<BannerRow | undefined> {
      return flatten(await select(tx).where(eq(banners.id, id)))[0];
    },

    /** The row locked for a change in `tx`. */
    async lock(tx: Db, id: number): Promise<BannerRecord | undefined> {
      const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
      return row;
    },

    async update(tx: Db, id: number, patch: BannerPatch): Promise<void> {
      await tx.update(banners).set(patch).where(eq(banners.id, id));
    },

    async ownedBy(ownerId: number): Promise<BannerRow[]> {
      return flatten(await select().where(eq(banners.ownerId, ownerId)).orderBy(desc(banners.id)));
    },

    /** Deletes a banner (its placement and counts go with it); its picture's media id. */
    async remove(tx: Db, id: number): Promise<number | undefined> {
      const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning({ imageId: banners.imageId });
      return row?.imageId;
    },

    reviewQueue(limit: number, offset: number): Promise<BannerRow[]> {
      return select()
        .where(eq(banners.status, 'awaiting_review'))
        .orderBy(asc(banners.updatedAt), asc(banners.id))
        .limit(limit)
        .offset(offset)
        .then(flatten);
    },

    async reviewQueueCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(banners).where(eq(banners.status, 'awaiting_review'));
      return row?.n ?? 0;
    },

    /** Records a decision on a banner still in the state the reviewer saw, with `also` in the same transaction; false when it changed first. */
    decide(id: number, seen: BannerStatus, patch: BannerPatch, also: (tx: Db) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(banners)
          .set(patch)
          .where(and(eq(banners.id, id), eq(banners.status, seen)))
          .returning({ id: banners.id });
        if (changed.length === 0) return false;
        await also(tx);
        return true;
      });
    },

    async place(tx: Db, placement: Placement): Promise<void> {
      await tx
        .insert(stripAds)
        .values({ ...placement, position: 0, active: true })
        .onConflictDoUpdate({ target: stripAds.bannerId, set: { url: placement.url, imageId: placement.imageId, alt: placement.alt, startsAt: placement.startsAt, endsAt: placement.endsAt, active: true } });
    },

    async unplace(tx: Db, bannerId: number): Promise<void> {
      await tx.delete(stripAds).where(eq(stripAds.bannerId, bannerId));
    },

    /** Where a strip placement leads, and the banner it belongs to (null for the newsroom's own). */
    async placementTarget(id: number): Promise<{ url: string; bannerId: number | null } | null> {
      const [row] = await db.select({ url: stripAds.url, bannerId: stripAds.bannerId }).from(stripAds).where(eq(stripAds.id, id));
      return row ?? null;
    },

    /** The banners of these placements (the others are the newsroom's own and are not counted). */
    async bannersOfPlacements(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: stripAds.id, bannerId: stripAds.bannerId })
        .from(stripAds)
        .where(and(inArray(stripAds.id, [...ids]), isNotNull(stripAds.bannerId)));
      return new Map(rows.map((row) => [row.id, row.bannerId!]));
    },

    /** Adds counts to their days, in one statement (a row per banner and day). */
    async addCounts(deltas: readonly CountDelta[]): Promise<void> {
      if (deltas.length === 0) return;
      await db
        .insert(bannerStats)
        .values(deltas.map((d) => ({ bannerId: d.bannerId, day: d.day, impressions: d.impressions, clicks: d.clicks })))
        .onConflictDoUpdate({
          target: [bannerStats.bannerId, bannerStats.day],
          set: { impressions: sql`${bannerStats.impressions} + excluded.impressions`, clicks: sql`${bannerStats.clicks} + excluded.clicks` },
        });
    },

    statsOf(bannerId: number, from: string, to: string): Promise<{ day: string; impressions: number; clicks: number }[]> {
      return db
        .select({ day: bannerStats.day, impressions: bannerStats.impressions, clicks: bannerStats.clicks })
        .from(bannerStats)
        .where(and(eq(bannerStats.bannerId, bannerId), gte(bannerStats.day, from), lte(bannerStats.day, to)))
        .orderBy(asc(bannerStats.day));
    },

    /** Each banner's views and clicks in all. */
    async totals(ids: readonly number[]): Promise<Map<number, { impressions: number; clicks: number }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ bannerId: bannerStats.bannerId, impressions: sql<number>`sum(${bannerStats.impressions})::int`, clicks: sql<number>`sum(${bannerStats.clicks})::int` })
        .from(bannerStats)
        .where(inArray(bannerStats.bannerId, [...ids]))
        .groupBy(bannerStats.bannerId);
      return new Map(rows.map((row) => [row.bannerId, { impressions: Number(row.impressions), clicks: Number(row.clicks) }]));
    },

  };
}

export type BannersRepository = ReturnType<typeof createBannersRepository>;
