import type { RouterContextProvider } from 'react-router';
import { apiFailure, failed } from '../../lib/action-result.ts';
import { echo, fieldText } from '../../lib/form-data.ts';
import { serverApi } from '../../lib/server-context.ts';
import { createPrintSubscription } from './api/create-print-subscription.ts';
import { deletePrintSubscription } from './api/delete-print-subscription.ts';
import { renewPrintSubscription } from './api/renew-print-subscription.ts';
import { idParam } from './subscription-terms.ts';
import { SUBSCRIBE_FIELDS, SUBSCRIPTION_ID_FIELD, SUBSCRIPTION_INTENTS, SUBSCRIPTION_ORDER_FIELD, type SubscriptionActionResult, type SubscriptionIntent } from './subscription-intents.ts';

const badRequest = (intent: SubscriptionIntent): SubscriptionActionResult => failed({ intent, ok: false, errors: { fields: {}, form: 'error-bad-request' } });

/**
 * The page's writes (decision 016): the forms go on to the API as they came; the API checks
 * everything (the ZIP code against the state too) and answers in its own words, each refused
 * field by its code. A refused subscribe form comes back with what was typed. Paying (and a
 * renewal, which is paid at once) answers the order for the route to send to its checkout.
 */
export async function subscriptionIntent(context: Readonly<RouterContextProvider>, intent: SubscriptionIntent, form: FormData): Promise<SubscriptionActionResult> {
  const api = serverApi(context);
  switch (intent) {
    case SUBSCRIPTION_INTENTS.create: {
      const values = echo(form, SUBSCRIBE_FIELDS);
      try {
        const write = await createPrintSubscription(api, values);
        return { intent, ok: true, code: write.code, orderId: write.order_id, priceCents: write.subscription.price_cents };
      } catch (error) {
        return failed({ intent, ok: false, errors: apiFailure(error, { fields: SUBSCRIBE_FIELDS }), values });
      }
    }
    case SUBSCRIPTION_INTENTS.renew: {
      const id = idParam(fieldText(form, SUBSCRIPTION_ID_FIELD));
      if (id === null) return badRequest(intent);
      try {
        const write = await renewPrintSubscription(api, id, fieldText(form, 'months'));
        return { intent, ok: true, code: write.code, orderId: write.order_id, priceCents: write.subscription.price_cents };
      } catch (error) {
        return failed({ intent, ok: false, errors: apiFailure(error, { fields: ['months'] }) });
      }
    }
    case SUBSCRIPTION_INTENTS.pay: {
      // The API's checkout refuses an order that is not the caller's or not payable.
      const orderId = idParam(fieldText(form, SUBSCRIPTION_ORDER_FIELD));
      return orderId === null ? badRequest(intent) : { intent, ok: true, orderId };
    }
    case SUBSCRIPTION_INTENTS.remove: {
      const id = idParam(fieldText(form, SUBSCRIPTION_ID_FIELD));
      if (id === null) return badRequest(intent);
      try {
        await deletePrintSubscription(api, id);
        return { intent, ok: true, code: 'deleted' };
      } catch (error) {
        return failed({ intent, ok: false, errors: apiFailure(error, { fields: [] }) });
      }
    }
  }
}
