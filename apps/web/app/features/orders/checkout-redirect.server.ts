import { redirect, type RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { getRenderContext, serverApi } from '../../lib/server-context.ts';
import { checkoutOrder } from './api/checkout-order.ts';

/**
 * Sends the payer of a fresh order to its checkout (the provider's page, or /payment-success
 * when the balance paid it all); the API's refusal ("Error for getting payment link.") comes
 * back as its code for the page to show, and the order stays payable later.
 */
export async function toCheckout(context: Readonly<RouterContextProvider>, orderId: number): Promise<Response | { code: string }> {
  try {
    const { url } = await checkoutOrder(serverApi(context), orderId, getRenderContext(context).locale);
    return redirect(url);
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code };
    throw error;
  }
}
