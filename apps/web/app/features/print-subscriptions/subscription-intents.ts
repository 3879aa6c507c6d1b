import type { FormResult } from '../../lib/action-result.ts';
import { answerOf, intentGuard } from '../../lib/intents.ts';

/** What the page's action does (one name per form), and what it answers. */
export const SUBSCRIPTION_INTENTS = {
  create: 'subscription-create',
  renew: 'subscription-renew',
  pay: 'subscription-pay',
  remove: 'subscription-delete',
} as const;
export type SubscriptionIntent = (typeof SUBSCRIPTION_INTENTS)[keyof typeof SUBSCRIPTION_INTENTS];

export const isSubscriptionIntent = intentGuard(SUBSCRIPTION_INTENTS);

/** The subscription a form is about (renew, delete). */
export const SUBSCRIPTION_ID_FIELD = 'subscription_id';
/** The order a Pay button pays. */
export const SUBSCRIPTION_ORDER_FIELD = 'order_id';

/** The subscribe form's fields, as the API names them (POST /api/print-subscriptions). */
export const SUBSCRIBE_FIELDS = ['first_name', 'last_name', 'address', 'address2', 'city', 'state', 'zip', 'months', 'agree'] as const;
export type SubscribeField = (typeof SUBSCRIBE_FIELDS)[number];

export interface SubscriptionActionResult extends FormResult {
  intent: SubscriptionIntent;
  ok: boolean;
  /** A translation key: the server's success text (notification-subscription-pay), or `deleted`. */
  code?: string;
  /** The order to pay (a new or renewed term, or the Pay button's). */
  orderId?: number;
  /** What the order asks. */
  priceCents?: number;
}

/** The action's answer, when it is one of this page's (and not a redirect or another form's). */
export const subscriptionAnswer = answerOf<SubscriptionActionResult>(isSubscriptionIntent);
