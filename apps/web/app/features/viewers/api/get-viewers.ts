import type { ViewerCounts } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

export const getViewers = (api: Api) => api.post<ViewerCounts>('/api/viewers/get', {});
