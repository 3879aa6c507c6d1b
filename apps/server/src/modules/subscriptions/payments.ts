import { definePaidSubject, plainSubjectId } from '../orders/index.ts';
import type { SubscriptionOrderItem } from './service.ts';

/** Mailed subscriptions paid through the orders (decisions 020, 046): one line per term. */
export const subscriptionPaid = definePaidSubject({
  kind: 'print_subscription',
  subjectId: plainSubjectId,
  line: (subscription: SubscriptionOrderItem) => ({
    key: subscription.id,
    userId: subscription.userId,
    descriptionKey: 'lines.print_subscription',
    descriptionParams: { months: subscription.months, city: subscription.city.slice(0, 300) },
  }),
  link: '/profile/subscribe',
  notDueReasonKey: 'subscription_not_due',
});

/** The subject kind of a mailed subscription's order lines. */
export const PRINT_SUBSCRIPTION_SUBJECT = subscriptionPaid.kind;
