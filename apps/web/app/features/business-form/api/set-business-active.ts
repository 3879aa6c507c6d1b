import type { BusinessWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Switches one's listing on or off (spec §4: active or inactive). */
export const setBusinessActive = (api: Api, id: number, active: boolean) => api.post<BusinessWrite>(`/api/businesses/${id}/active`, { active });
