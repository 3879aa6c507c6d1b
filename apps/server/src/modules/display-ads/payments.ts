import { AD_UNIT_FRACTION } from '@gazeta/contract';
import { definePaidSubject, plainSubjectId } from '../orders/index.ts';
import type { DisplayAdOrderItem } from './service.ts';

/** Display ads paid through the orders (decisions 020, 046): one line per ad, refunded when rejected. */
export const displayAdPaid = definePaidSubject({
  kind: 'display_ad',
  subjectId: plainSubjectId,
  line: (ad: DisplayAdOrderItem) => ({
    key: ad.id,
    userId: ad.ownerId,
    descriptionKey: 'lines.display_ad',
    descriptionParams: { item: ad.item, size: AD_UNIT_FRACTION[ad.units], issues: String(ad.issues) },
  }),
  link: '/profile/advertising',
  notDueReasonKey: 'display_ad_not_due',
});

/** The subject kind of a display ad's order lines. */
export const DISPLAY_AD_SUBJECT = displayAdPaid.kind;
