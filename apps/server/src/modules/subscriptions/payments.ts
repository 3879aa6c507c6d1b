import { giveUpOrder, type OrdersService, type SubjectHooks } from '../orders/index.ts';
import type { SubscriptionPayments, SubscriptionsService } from './service.ts';

/** The subject kind of a mailed subscription's order lines. */
export const PRINT_SUBSCRIPTION_SUBJECT = 'print_subscription';

/** Subscriptions paid through the orders domain (decision 020): one order line per term. */
export function subscriptionPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'cancel'>): SubscriptionPayments {
  return {
    async startOrder(tx, subscription, amountCents) {
      const orderId = await orders.createOrder(
        {
        userId: subscription.userId,
        lines: [
          {
            subjectKind: PRINT_SUBSCRIPTION_SUBJECT,
            subjectId: String(subscription.id),
            descriptionKey: 'lines.print_subscription',
            descriptionParams: { months: subscription.months, city: subscription.city.slice(0, 300) },
            quantity: 1,
            unitCents: amountCents,
          },
        ],
        },
        { tx },
      );
      return { orderId };
    },
    dropOrder: (orderId) => giveUpOrder(orders, orderId, 'subscription_not_due'),
  };
}

/** What the orders domain tells the subscriptions when a term's order is paid or refunded, in its transaction. */
export function subscriptionSubjectHooks(subscriptions: Pick<SubscriptionsService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    async onPaid(tx, line) {
      const id = Number(line.subjectId);
      const taken = Number.isSafeInteger(id) ? await subscriptions.paid(tx, id, line.amountCents) : false;
      return taken ? undefined : { declineCents: line.amountCents, reasonKey: 'subscription_not_due' };
    },
    async onRefunded(tx, line, _order, refund) {
      const id = Number(line.subjectId);
      if (Number.isSafeInteger(id)) await subscriptions.refunded(tx, id, refund.amountCents);
    },
    describe: () => ({ link: '/profile/subscribe' }),
  };
}
