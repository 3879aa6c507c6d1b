import type { Api } from '../../../lib/api-client.ts';

export const sendVisit = (api: Api) => api.post<{ counted: boolean }>('/api/viewers/send');
