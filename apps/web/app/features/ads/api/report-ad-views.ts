import type { Api } from '../../../lib/api-client.ts';

/** Counts the strip's ads a reader saw (Advertisement.id, 1–100 of them): the API keeps no personal data and leaves out bots. */
export const reportAdViews = (api: Api, ids: readonly number[]) => api.post<null>('/api/adv/seen', { ids });
