import type { BusinessWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Opens (or names) the order for what the hot deal still owes. */
export const payBusiness = (api: Api, id: number) => api.post<BusinessWrite>(`/api/businesses/${id}/pay`);
