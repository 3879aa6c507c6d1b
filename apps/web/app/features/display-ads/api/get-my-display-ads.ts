import type { MyDisplayAdsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's display ads in every state (the issues booked so far, tear sheets of those out), and today in Chicago. */
export const getMyDisplayAds = (api: Api) => api.get<MyDisplayAdsResponse>('/api/me/display-ads');
