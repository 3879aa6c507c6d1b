import type { ModerationDecision, MyDisplayAd } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Staff: the ad is accepted (it stays booked and prints), or rejected with a reason (refunded). */
export const decideDisplayAd = (api: Api, id: number, decision: ModerationDecision) => api.post<MyDisplayAd>(`/api/forum/moderation/advertising/${id}`, decision);
