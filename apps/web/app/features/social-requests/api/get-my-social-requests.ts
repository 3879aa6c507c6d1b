import type { MySocialRequestsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's own requests in every state, newest first, and today in Chicago (the form's earliest day). */
export const getMySocialRequests = (api: Api) => api.get<MySocialRequestsResponse>('/api/me/social-requests');
