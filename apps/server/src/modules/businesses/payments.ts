import { giveUpOrder, type OrdersService, type SubjectHooks } from '../orders/index.ts';
import type { HotDealPayments, ListingService } from './listing-service.ts';

/** The subject kind of a hot deal's order lines. */
export const HOT_DEAL_SUBJECT = 'business_hot_deal';

/** A deal's subject id: the business and the deal's number ("12-3"). */
const subjectOf = (businessId: number, dealNumber: number) => `${businessId}-${dealNumber}`;

function readSubject(subjectId: string): { businessId: number; dealNumber: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(subjectId);
  return match ? { businessId: Number(match[1]), dealNumber: Number(match[2]) } : null;
}

/**
 * Hot deals paid through the orders domain (decision 020): what a deal owes is one order line
 * for it, an order the deal no longer waits for is given up, and a rejected listing gets back
 * everything its deal brought.
 */
export function hotDealPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'cancel' | 'refundSubject'>): HotDealPayments {
  return {
    async startOrder(business, amountCents) {
      const orderId = await orders.createOrder({
        userId: business.ownerId,
        lines: [
          {
            subjectKind: HOT_DEAL_SUBJECT,
            subjectId: subjectOf(business.id, business.dealNumber),
            descriptionKey: 'lines.business_hot_deal',
            descriptionParams: { name: business.name.slice(0, 300), weeks: business.weeks },
            quantity: 1,
            unitCents: amountCents,
          },
        ],
      });
      return { orderId };
    },
    dropOrder: (orderId) => giveUpOrder(orders, orderId, 'business_hot_deal_not_due'),
    async refund(businessId, dealNumber) {
      await orders.refundSubject(HOT_DEAL_SUBJECT, subjectOf(businessId, dealNumber), { reasonKey: 'business_rejected' });
    },
  };
}

/**
 * What the orders domain tells the listings when a deal's order is paid or refunded, in its
 * transaction. What the deal does not take (it changed, went or owes nothing) goes back to the
 * payer's balance.
 */
export function hotDealSubjectHooks(listing: Pick<ListingService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    async onPaid(tx, line, order) {
      const subject = readSubject(line.subjectId);
      const taken = subject ? await listing.paid(tx, subject.businessId, subject.dealNumber, line.amountCents, order.id) : 0;
      return taken < line.amountCents ? { declineCents: line.amountCents - taken, reasonKey: 'business_hot_deal_not_due' } : undefined;
    },
    async onRefunded(tx, line, _order, refund) {
      const subject = readSubject(line.subjectId);
      if (subject) await listing.refunded(tx, subject.businessId, subject.dealNumber, refund.amountCents);
    },
    describe: () => ({ link: '/profile/business' }),
  };
}
