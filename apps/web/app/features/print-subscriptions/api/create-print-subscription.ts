import type { PrintSubscriptionWrite } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/**
 * A new term for a name and a US address (the form's fields as typed: the API checks them and
 * the ZIP code against the state); its order is opened for payment.
 */
export const createPrintSubscription = (api: Api, form: Record<string, string>) => api.post<PrintSubscriptionWrite>('/api/print-subscriptions', form);
