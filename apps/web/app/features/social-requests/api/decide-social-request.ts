import type { MySocialRequest, SocialDecision } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Staff: the request is posted (with the link of each network's post), or rejected with a reason (refunded). */
export const decideSocialRequest = (api: Api, id: number, decision: SocialDecision) => api.post<MySocialRequest>(`/api/forum/moderation/social/${id}`, decision);
