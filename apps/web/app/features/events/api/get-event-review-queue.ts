import type { ModerationEvent, ModerationCounts, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export type EventReviewQueue = Page<ModerationEvent> & { counts: ModerationCounts };

/** Staff: the events awaiting review, the longest waiting first. */
export const getEventReviewQueue = (api: Api, page: number) => api.get<EventReviewQueue>(`/api/forum/moderation?kind=events&page=${page}`);
