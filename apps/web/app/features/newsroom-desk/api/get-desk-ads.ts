import type { DeskAdsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The newsroom's own ads of the strip, in strip order, with today in Chicago. */
export const getDeskAds = (api: Api) => api.get<DeskAdsResponse>('/api/newsroom/ads');
