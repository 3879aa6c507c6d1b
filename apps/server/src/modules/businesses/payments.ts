import { defineVersionedRun } from '../orders/index.ts';
import type { HotDealOrderItem, ListingService } from './listing-service.ts';

/**
 * Hot deals paid through the orders (decisions 020, 046): one line per deal, its subject the
 * business and the deal's number ("12-3"), so a late payment of an older deal never counts for a
 * newer one; what the deal does not take goes back to the payer's balance.
 */
export const hotDealPaid = defineVersionedRun({
  kind: 'business_hot_deal',
  run: (business: HotDealOrderItem) => ({ id: business.id, version: business.dealNumber, ownerId: business.ownerId, name: business.name, weeks: business.weeks }),
  nameParam: 'name',
  link: '/profile/business',
  notDueReasonKey: 'business_hot_deal_not_due',
  // A payment counts only through the order the deal waits for.
  settle: (listing: Pick<ListingService, 'paid' | 'refunded'>) => ({
    paid: (tx, id, dealNumber, cents, order) => listing.paid(tx, id, dealNumber, cents, order.id),
    refunded: (tx, id, dealNumber, cents) => listing.refunded(tx, id, dealNumber, cents),
  }),
});

/** The subject kind of a hot deal's order lines. */
export const HOT_DEAL_SUBJECT = hotDealPaid.kind;
