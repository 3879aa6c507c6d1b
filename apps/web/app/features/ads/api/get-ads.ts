import { ADS_PER_PAGE, dedupeAds, type AdsResponse, type Advertisement } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** The strip's ads: 100 per request, de-duplicated by ad_id (spec §7). */
export async function getAds(api: ReadApi): Promise<Advertisement[]> {
  const result = await api.post<AdsResponse>('/api/adv/get', { per_page: ADS_PER_PAGE });
  return dedupeAds(result.data);
}
