import { intentGuard, type SaveAnswer } from '../../lib/intents.ts';

/** What the owner's page action does (one name per form), and what it answers. */
export const BANNER_INTENTS = { save: 'banner-save', remove: 'banner-delete', pay: 'banner-pay' } as const;
export type BannerIntent = (typeof BANNER_INTENTS)[keyof typeof BANNER_INTENTS];

export const isBannerIntent = intentGuard(BANNER_INTENTS);

/** The field the forms name the banner by (absent for a new one). */
export const BANNER_ID_FIELD = 'banner_id';
/** The Pay form's field: the banner's order waiting for payment. */
export const BANNER_ORDER_FIELD = 'order_id';

/** The form's fields as the API names them (the picture apart). */
export const BANNER_FIELDS = ['title', 'url', 'starts_on', 'weeks', 'agree'] as const;
export type BannerField = (typeof BANNER_FIELDS)[number];

export interface BannerActionResult extends SaveAnswer<BannerIntent> {
  /** What was typed, for the form to show again after a refusal that came without JavaScript. */
  values?: Partial<Record<BannerField, string>>;
  /** What the saved banner costs, in cents (its "Pay $X"). */
  priceCents?: number;
}

/** A save that left the banner waiting for payment on an open order: the pop-up offers to pay it at once. */
export const owesPayment = (result: BannerActionResult): boolean => result.ok && result.intent === BANNER_INTENTS.save && Boolean(result.orderId);
