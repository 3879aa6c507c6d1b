import type { MyBannersResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's own banners in every state, and today in Chicago (the form's earliest first day). */
export const getMyBanners = (api: Api) => api.get<MyBannersResponse>('/api/me/banners');
