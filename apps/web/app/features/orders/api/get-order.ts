import type { Order } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** One order as its receipt (its owner's, or any for staff who handle money). */
export const getOrder = (api: Api, id: number) => api.get<Order>(`/api/orders/${id}`);
