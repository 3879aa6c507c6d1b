/** Keeps the first placement of each ad_id (spec §7). */
export function dedupeAds<T extends { ad_id: number }>(ads: readonly T[]): T[] {
  const seen = new Set<number>();
  return ads.filter((ad) => {
    if (seen.has(ad.ad_id)) return false;
    seen.add(ad.ad_id);
    return true;
  });
}
