import { definePaidSubject, versionedSubjectId } from '../orders/index.ts';
import type { HotDealOrderItem, ListingService } from './listing-service.ts';

/**
 * Hot deals paid through the orders (decisions 020, 046): one line per deal, its subject the
 * business and the deal's number ("12-3"), so a late payment of an older deal never counts for a
 * newer one; what the deal does not take goes back to the payer's balance.
 */
export const hotDealPaid = definePaidSubject({
  kind: 'business_hot_deal',
  subjectId: versionedSubjectId,
  line: (business: HotDealOrderItem) => ({
    key: { id: business.id, version: business.dealNumber },
    userId: business.ownerId,
    descriptionKey: 'lines.business_hot_deal',
    descriptionParams: { name: business.name.slice(0, 300), weeks: business.weeks },
  }),
  link: '/profile/business',
  notDueReasonKey: 'business_hot_deal_not_due',
  settle: (listing: Pick<ListingService, 'paid' | 'refunded'>) => ({
    onPaid: (tx, { id, version }, cents, order) => listing.paid(tx, id, version, cents, order.id),
    onRefunded: (tx, { id, version }, cents) => listing.refunded(tx, id, version, cents),
  }),
});

/** The subject kind of a hot deal's order lines. */
export const HOT_DEAL_SUBJECT = hotDealPaid.kind;
