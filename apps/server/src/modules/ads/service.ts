import { dedupeAds, type Advertisement, type Locale } from '@gazeta/contract';
import { cachedAsync, TAGS, type CacheTags } from '../../lib/cache.ts';
import type { FileStorage } from '../../providers/storage.ts';
import { imageView } from '../media/index.ts';
import type { AdsRepository } from './repository.ts';

/** Strip images are shown small; 320 px wide is plenty. */
const STRIP_IMAGE_WIDTH = 320;

/** Every page asks for the strip; placements start and end by the minute at most. */
const STRIP_TTL_MS = 30_000;

export function createAdsService(deps: { repo: AdsRepository; storage: FileStorage; now?: () => Date; cacheTags?: CacheTags }) {
  const { repo, storage, now = () => new Date() } = deps;
  const strip = cachedAsync(
    async (key: string): Promise<Advertisement[]> => {
      const [perPage, locale] = key.split(':') as [string, Locale];
      const rows = await repo.activePlacements(now(), Number(perPage));
      return dedupeAds(
        rows.map((row) => {
          // The picture described in the reader's language (decision 062); an ad with one description has it in Russian.
          const alt = locale === 'en' && row.altEn !== '' ? row.altEn : row.alt;
          const image = imageView(row, alt, storage, STRIP_IMAGE_WIDTH);
          return {
            id: row.id,
            ad_id: row.adId,
            // A member's banner leads through the counting redirect; the newsroom's own ads straight to their site.
            url: row.bannerId === null ? row.url : `/api/adv/click/${row.id}`,
            image_url: image.src,
            alt,
            width: image.width,
            height: image.height,
          };
        }),
      );
    },
    { ttlMs: STRIP_TTL_MS, ...(deps.cacheTags ? { tags: { bus: deps.cacheTags, of: () => [TAGS.ads] } } : {}) },
  );
  return { strip: (perPage: number, locale: Locale = 'ru') => strip(`${perPage}:${locale}`) };
}

export type AdsService = ReturnType<typeof createAdsService>;
