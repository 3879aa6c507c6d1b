import type { Business } from '@gazeta/contract';
import type { ReadApi } from '../../../lib/api-client.ts';

/** One business (its owner and staff also see one that is not listed). */
export const getBusiness = (api: ReadApi, id: number) => api.get<Business>(`/api/businesses/${id}`);
