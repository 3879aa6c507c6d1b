import type { ClassifiedWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Opens (or names) the order for what an unpaid ad owes. */
export const payClassified = (api: Api, id: number) => api.post<ClassifiedWrite>(`/api/classifieds/${id}/pay`);
