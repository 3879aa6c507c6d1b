import { AD_UNIT_FRACTION } from '@gazeta/contract';
import { giveUpOrder, type OrdersService, type SubjectHooks } from '../orders/index.ts';
import type { DisplayAdPayments, DisplayAdsService } from './service.ts';

/** The subject kind of a display ad's order lines. */
export const DISPLAY_AD_SUBJECT = 'display_ad';

/** Display ads paid through the orders domain (decision 020): one line per ad, refunded when rejected. */
export function displayAdPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'cancel' | 'refundSubject'>): DisplayAdPayments {
  return {
    async startOrder(tx, ad, amountCents) {
      const orderId = await orders.createOrder(
        {
        userId: ad.ownerId,
        lines: [
          {
            subjectKind: DISPLAY_AD_SUBJECT,
            subjectId: String(ad.id),
            descriptionKey: 'lines.display_ad',
            descriptionParams: { item: ad.item, size: AD_UNIT_FRACTION[ad.units], issues: String(ad.issues) },
            quantity: 1,
            unitCents: amountCents,
          },
        ],
        },
        { tx },
      );
      return { orderId };
    },
    dropOrder: (orderId) => giveUpOrder(orders, orderId, 'display_ad_not_due'),
    async refund(adId) {
      await orders.refundSubject(DISPLAY_AD_SUBJECT, String(adId), { reasonKey: 'display_ad_rejected' });
    },
  };
}

/** What the orders domain tells the display ads when one's order is paid or refunded, in its transaction. */
export function displayAdSubjectHooks(ads: Pick<DisplayAdsService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    async onPaid(tx, line) {
      const id = Number(line.subjectId);
      const taken = Number.isSafeInteger(id) ? await ads.paid(tx, id, line.amountCents) : false;
      return taken ? undefined : { declineCents: line.amountCents, reasonKey: 'display_ad_not_due' };
    },
    async onRefunded(tx, line, _order, refund) {
      const id = Number(line.subjectId);
      if (Number.isSafeInteger(id)) await ads.refunded(tx, id, refund.amountCents);
    },
    describe: () => ({ link: '/profile/advertising' }),
  };
}
