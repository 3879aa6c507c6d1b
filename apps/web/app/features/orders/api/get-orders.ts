import type { OrdersResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The signed-in reader's orders, newest first. */
export const getOrders = (api: Api, page: number) => api.get<OrdersResponse>(page > 1 ? `/api/orders?page=${page}` : '/api/orders');
