import type { ModerationSocialRequest, Page } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Staff: the paid requests waiting to be posted, the soonest day first. */
export const getSocialQueue = (api: Api, page: number) => api.get<Page<ModerationSocialRequest>>(`/api/forum/moderation/social?page=${page}`);
