import { definePaidSubject, LINE_TEXT_MAX, plainSubjectId } from '../orders/index.ts';
import type { ClassifiedOrderItem, PlacingService } from './placing-service.ts';

/**
 * Placing ads paid through the orders (decisions 020, 025, 046): one line per amount an ad owes;
 * a rejected ad gets back everything its orders brought, a deleted one what it paid for issues
 * still open; an order the ad no longer waits for is given up.
 */
export const classifiedPaid = definePaidSubject({
  kind: 'classified',
  subjectId: plainSubjectId,
  line: (ad: ClassifiedOrderItem) => ({ key: ad.id, userId: ad.ownerId, descriptionKey: 'lines.classified', descriptionParams: { title: ad.title.slice(0, LINE_TEXT_MAX) } }),
  link: '/profile/classifields',
  notDueReasonKey: 'classified_not_due',
  givenUpReasonKey: 'classified_order_given_up',
  settle: (placing: Pick<PlacingService, 'paid' | 'refunded'>) => ({
    onPaid: (tx, id, cents, order) => placing.paid(tx, id, cents, order.id),
    onRefunded: (tx, id, cents) => placing.refunded(tx, id, cents),
  }),
});

/** The subject kind of a classified's order lines. */
export const CLASSIFIED_SUBJECT = classifiedPaid.kind;
