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

/**
 * A paid item's action answer (banners, display ads, social requests, listings, classifieds):
 * its pay intents go on to the order's checkout at once; a save first says what it owes, and a
 * refusal comes back as it is.
 */
export async function checkoutWhenPaying<R extends { ok: boolean; orderId?: number | null | undefined }>(context: Readonly<RouterContextProvider>, result: R, paying: boolean) {
  if (!result.ok || !paying || !result.orderId) return result;
  const checkout = await toCheckout(context, result.orderId);
  return checkout instanceof Response ? checkout : { ...result, ok: false, code: checkout.code };
}
