import type { ModerationDisplayAd, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Staff: the paid display ads waiting for review, the soonest first issue first (no counts: the page reads them elsewhere). */
export const getDisplayAdQueue = (api: Api, page: number) => api.get<Page<ModerationDisplayAd>>(`/api/forum/moderation/advertising?page=${page}`);
