import type { ModerationBusiness, ModerationCounts, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export type BusinessReviewQueue = Page<ModerationBusiness> & { counts: ModerationCounts };

/** Staff: the listings awaiting review, the longest waiting first. */
export const getBusinessReviewQueue = (api: Api, page: number) => api.get<BusinessReviewQueue>(`/api/forum/moderation?kind=businesses&page=${page}`);
