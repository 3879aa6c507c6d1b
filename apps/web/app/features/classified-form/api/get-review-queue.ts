import type { ModerationClassified, ModerationCounts, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export type ReviewQueue = Page<ModerationClassified> & { counts: ModerationCounts };

/** Staff: the ads awaiting review, the longest waiting first. */
export const getReviewQueue = (api: Api, page: number) => api.get<ReviewQueue>(`/api/forum/moderation?kind=classifieds&page=${page}`);
