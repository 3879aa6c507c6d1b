import { answerOf, intentGuard, type SaveAnswer } from '../../lib/intents.ts';

/** What the member's page action does (one name per form), and what it answers. */
export const DISPLAY_AD_INTENTS = { save: 'display-ad-save', remove: 'display-ad-delete', pay: 'display-ad-pay' } as const;
export type DisplayAdIntent = (typeof DISPLAY_AD_INTENTS)[keyof typeof DISPLAY_AD_INTENTS];

export const isDisplayAdIntent = intentGuard(DISPLAY_AD_INTENTS);

/** The field the forms name the ad by. */
export const DISPLAY_AD_ID_FIELD = 'ad_id';
/** The Pay form's field: the ad's order waiting for payment. */
export const DISPLAY_AD_ORDER_FIELD = 'order_id';

/** The form's text fields as the API names them (`editions` repeats once per edition; the pictures and the logo apart). */
export const DISPLAY_AD_FIELDS = ['request_type', 'item', 'message', 'email', 'phone', 'units', 'term', 'issues', 'publish_on', 'agree'] as const;
export type DisplayAdField = (typeof DISPLAY_AD_FIELDS)[number];

/** What was typed, for the form to show again after a refusal. */
export type DisplayAdValues = Partial<Record<DisplayAdField, string>> & { editions?: string[] };

export interface DisplayAdActionResult extends SaveAnswer<DisplayAdIntent> {
  values?: DisplayAdValues;
  /** The refused form carried pictures or a logo: the browser does not send them back, they must be chosen again. */
  hadFiles?: boolean;
  /** What the saved ad costs, in cents (its "Pay $X"). */
  priceCents?: number;
}

/** A save that left the ad waiting for payment on an open order: the pop-up offers to pay it at once. */
export const owesPayment = (result: DisplayAdActionResult): boolean => result.ok && result.intent === DISPLAY_AD_INTENTS.save && Boolean(result.orderId);

/** The page's answer, if it is one of these forms'. */
export const displayAdAnswer = answerOf<DisplayAdActionResult>(isDisplayAdIntent);

/** The moderation page's queue of display ads (`?kind=advertising`): its own call, not a kind of the moderation queue's API. */
export const DISPLAY_AD_QUEUE_KIND = 'advertising';
