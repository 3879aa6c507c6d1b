import type { CheckoutResponse, Locale } from '@gazeta/contract';
import type { Api } from '../../../lib/api-client.ts';

/** Starts paying an order: where to send the payer (the provider's checkout, or /payment-success). */
export const checkoutOrder = (api: Api, id: number, locale: Locale) => api.post<CheckoutResponse>(`/api/orders/${id}/checkout`, { locale });
