import type { MemberRequestsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's banners, display ads, social requests and paper-by-mail terms in one list. */
export const getMyRequests = (api: Api) => api.get<MemberRequestsResponse>('/api/me/requests');
