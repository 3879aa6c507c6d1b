import type { MyBusinessesResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's own listings with their hot deals and what they owe. */
export const getMyBusinesses = (api: Api) => api.get<MyBusinessesResponse>('/api/me/businesses');
