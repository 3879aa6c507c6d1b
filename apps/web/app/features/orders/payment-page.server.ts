import type { RouterContextProvider } from 'react-router';
import type { Order } from '@gazeta/contract';
import { failed, type FormResult } from '../../lib/action-result.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { fieldText } from '../../lib/form-data.ts';
import { namespaceMessages } from '../../lib/messages.server.ts';
import { getRenderContext, pageApi } from '../../lib/server-context.ts';
import { getOrder } from './api/get-order.ts';
import { payIntent } from './checkout.server.ts';
import { orderParam, PAY_INTENT } from './orders.ts';

type Context = Readonly<RouterContextProvider>;

/** /payment-success and /payment-failed: the order named by `?order=` (the owner's), if any. */
export async function paymentPageData(context: Context, request: Request, viewerId: number, unauthorized: (error: unknown) => Response | null) {
  const id = orderParam(request);
  let order: Order | null = null;
  if (id !== null) {
    try {
      order = await getOrder(pageApi(context), id);
    } catch (error) {
      throw unauthorized(error) ?? error;
    }
  }
  // Staff may look at anyone's order; only its owner pays it.
  return { order, mine: order?.user_id === viewerId, ordersMessages: namespaceMessages(getRenderContext(context).locale, 'orders') };
}

/** Their Pay again. */
export async function paymentPageAction(context: Context, request: Request, failure: (error: unknown) => FormErrors): Promise<Response | FormResult> {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  const id = Number(fieldText(form, 'order'));
  if (intent !== PAY_INTENT || !Number.isInteger(id) || id < 1) return failed<FormResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
  return payIntent(context, id, failure);
}
