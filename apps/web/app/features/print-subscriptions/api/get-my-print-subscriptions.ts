import type { MyPrintSubscriptionsResponse } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** The caller's terms of the printed paper by mail, newest first, and today in Chicago. */
export const getMyPrintSubscriptions = (api: Api) => api.get<MyPrintSubscriptionsResponse>('/api/me/print-subscriptions');
