import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media, stripAds } from '../../db/schema/index.ts';

export function createAdsRepository(db: Db) {
  return {
    /** Placements running now, in strip order. */
    activePlacements(now: Date, limit: number) {
      return db
        .select({
          id: stripAds.id,
          adId: stripAds.adId,
          url: stripAds.url,
          alt: stripAds.alt,
          altEn: stripAds.altEn,
          bannerId: stripAds.bannerId,
          storageKey: media.storageKey,
          width: media.width,
          height: media.height,
          widths: media.widths,
        })
        .from(stripAds)
        .innerJoin(media, eq(media.id, stripAds.imageId))
        .where(
          and(
            eq(stripAds.active, true),
            or(isNull(stripAds.startsAt), lte(stripAds.startsAt, now)),
            or(isNull(stripAds.endsAt), gt(stripAds.endsAt, now)),
          ),
        )
        .orderBy(asc(stripAds.position), asc(stripAds.id))
        .limit(limit);
    },
  };
}

export type AdsRepository = ReturnType<typeof createAdsRepository>;
