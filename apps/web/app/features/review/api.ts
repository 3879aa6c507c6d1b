import type { RejectTemplate, ReviewDecision, ReviewDetail, ReviewKind, ReviewPage } from '@gazeta/contract';
import type { Api } from '../../lib/api-client.ts';

/** The one review queue (decision 059): a page of it, oldest first, of one kind or all. */
export const getReviewQueue = (api: Api, kind: ReviewKind | null, cursor: string | null) => {
  const query = new URLSearchParams({ ...(kind ? { kind } : {}), ...(cursor ? { cursor } : {}) }).toString();
  return api.get<ReviewPage>(`/api/newsroom/review${query ? `?${query}` : ''}`);
};

/** One item: its preview, what changed since the last decision, its history. */
export const getReviewItem = (api: Api, kind: ReviewKind, id: number) => api.get<ReviewDetail>(`/api/newsroom/review/${kind}/${id}`);

export const decideReviewItem = (api: Api, kind: ReviewKind, id: number, decision: ReviewDecision) => api.post<unknown>(`/api/newsroom/review/${kind}/${id}/decision`, decision);

export const getRejectTemplates = (api: Api) => api.get<{ data: RejectTemplate[] }>('/api/newsroom/review-templates');
