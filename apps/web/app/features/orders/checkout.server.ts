import { redirect, type RouterContextProvider } from 'react-router';
import { failed, type FormResult } from '../../lib/action-result.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { getRenderContext, serverApi } from '../../lib/server-context.ts';
import { checkoutOrder } from './api/checkout-order.ts';
import { PAY_INTENT } from './orders.ts';

/**
 * A page's Pay: opens the order's checkout and sends the payer there (the provider's page, or
 * /payment-success when the balance paid it all). A refusal (the provider failed: "Error for
 * getting payment link.", or the order is no longer payable) is shown on the page, as the
 * page's `failure` words it (a 401 goes to /login there).
 */
export async function payIntent(context: Readonly<RouterContextProvider>, orderId: number, failure: (error: unknown) => FormErrors): Promise<Response | FormResult> {
  try {
    const { url } = await checkoutOrder(serverApi(context), orderId, getRenderContext(context).locale);
    return redirect(url);
  } catch (error) {
    return failed<FormResult>({ intent: PAY_INTENT, errors: failure(error) });
  }
}
