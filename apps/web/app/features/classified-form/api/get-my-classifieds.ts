import type { MyClassifiedsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's own ads and the print schedule the form books from. */
export const getMyClassifieds = (api: Api) => api.get<MyClassifiedsResponse>('/api/me/classifieds');
