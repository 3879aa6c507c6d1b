import type { PrintSubscriptionWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Another term for the same name and address, from the day after the last paid one ends; its order is opened. */
export const renewPrintSubscription = (api: Api, id: number, months: string) => api.post<PrintSubscriptionWrite>(`/api/print-subscriptions/${id}/renew`, { months });
