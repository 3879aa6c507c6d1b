import type { OrdersService, SubjectHooks } from '../orders/index.ts';
import type { ClassifiedPayments, PlacingService } from './placing-service.ts';

/** The subject kind of a classified's order lines. */
export const CLASSIFIED_SUBJECT = 'classified';

/**
 * Placing ads paid through the orders domain (decision 020): what an ad owes is one order line
 * for it, and a rejected ad gets back everything its orders brought.
 */
export function classifiedPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'refundSubject'>): ClassifiedPayments {
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
    async refund(adId) {
      await orders.refundSubject(CLASSIFIED_SUBJECT, String(adId), { reason: 'classified rejected' });
    },
  };
}

/** What the orders domain tells placing when an ad's order is paid or refunded, in its transaction. */
export function classifiedSubjectHooks(placing: Pick<PlacingService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    onPaid: (tx, line) => placing.paid(tx, Number(line.subjectId), line.amountCents),
    onRefunded: (tx, line, _order, refund) => placing.refunded(tx, Number(line.subjectId), refund.amountCents),
    describe: () => ({ link: '/profile/classifields' }),
  };
}
