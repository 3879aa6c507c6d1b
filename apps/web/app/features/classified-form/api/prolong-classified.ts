import type { ClassifiedWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** More issues of the ad's editions after its last one: a new order. */
export const prolongClassified = (api: Api, id: number, issues: number) => api.post<ClassifiedWrite>(`/api/classifieds/${id}/prolong`, { issues });
