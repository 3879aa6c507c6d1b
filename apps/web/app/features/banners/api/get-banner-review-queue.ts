import type { ModerationBanner, ModerationCounts, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export type BannerReviewQueue = Page<ModerationBanner> & { counts: ModerationCounts };

/** Staff: the paid banners awaiting review, the longest waiting first. */
export const getBannerReviewQueue = (api: Api, page: number) => api.get<BannerReviewQueue>(`/api/forum/moderation?kind=banners&page=${page}`);
