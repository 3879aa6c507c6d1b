import type { BannerStats } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** One's own banner's views and clicks, per day of its run up to today. */
export const getBannerStats = (api: Api, id: number) => api.get<BannerStats>(`/api/me/banners/${id}/stats`);
