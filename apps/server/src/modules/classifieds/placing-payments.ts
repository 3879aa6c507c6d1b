import type { OrdersService, SubjectHooks } from '../orders/index.ts';
import type { ClassifiedPayments, PlacingService } from './placing-service.ts';

/** The subject kind of a classified's order lines. */
export const CLASSIFIED_SUBJECT = 'classified';

/**
 * Placing ads paid through the orders domain (decisions 020 and 025): what an ad owes is one
 * order line for it; a rejected ad gets back everything its orders brought, a deleted one what
 * it paid for issues still open; an order the ad no longer waits for is given up.
 */
export function classifiedPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'refundSubject' | 'refundPlan' | 'cancel'>): ClassifiedPayments {
  return {
    async startOrder(ad, amountCents) {
      const orderId = await orders.createOrder({
        userId: ad.ownerId,
        lines: [
          {
            subjectKind: CLASSIFIED_SUBJECT,
            subjectId: String(ad.id),
            descriptionKey: 'lines.classified',
            descriptionParams: { title: ad.title.slice(0, 300) },
            quantity: 1,
            unitCents: amountCents,
          },
        ],
      });
      return { orderId };
    },
    refund(adId, input) {
      return orders.refundSubject(CLASSIFIED_SUBJECT, String(adId), {
        reasonKey: input.reason === 'rejected' ? 'classified_rejected' : 'classified_deleted',
        ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
      });
    },
    async refundPlan(items) {
      const plan = await orders.refundPlan(CLASSIFIED_SUBJECT, items.map((item) => ({ subjectId: String(item.adId), amountCents: item.amountCents })));
      return new Map([...plan].map(([subjectId, split]) => [Number(subjectId), split]));
    },
    async cancel(orderId) {
      await orders.cancel(orderId, { reasonKey: 'classified_order_given_up' });
    },
  };
}

/** What the orders domain tells placing when an ad's order is paid or refunded, in its transaction. */
export function classifiedSubjectHooks(placing: Pick<PlacingService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    onPaid: (tx, line, order) => placing.paid(tx, Number(line.subjectId), line.amountCents, order.id),
    onRefunded: (tx, line, _order, refund) => placing.refunded(tx, Number(line.subjectId), refund.amountCents),
    describe: () => ({ link: '/profile/classifields' }),
  };
}
