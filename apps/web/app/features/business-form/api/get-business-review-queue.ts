import type { ModerationBusiness, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export type BusinessReviewQueue = Page<ModerationBusiness> & { counts: { posts: number; comments: number; classifieds: number; businesses: number } };

/** Staff: the listings awaiting review, the longest waiting first. */
export const getBusinessReviewQueue = (api: Api, page: number) => api.get<BusinessReviewQueue>(`/api/forum/moderation?kind=businesses&page=${page}`);
