import { answerOf, intentGuard, type SaveAnswer } from '../../lib/intents.ts';

/** What the member's page action does (one name per form), and what it answers. */
export const SOCIAL_INTENTS = { save: 'social-save', remove: 'social-delete', pay: 'social-pay' } as const;
export type SocialIntent = (typeof SOCIAL_INTENTS)[keyof typeof SOCIAL_INTENTS];

export const isSocialIntent = intentGuard(SOCIAL_INTENTS);

/** The field the forms name the request by. */
export const SOCIAL_ID_FIELD = 'request_id';
/** The Pay form's field: the request's order waiting for payment. */
export const SOCIAL_ORDER_FIELD = 'order_id';

/** The form's text fields as the API names them (`networks` repeats once per network; the pictures apart). */
export const SOCIAL_FIELDS = ['text', 'publish_on', 'agree'] as const;
export type SocialField = (typeof SOCIAL_FIELDS)[number];

/** What was typed, for the form to show again after a refusal that came without JavaScript. */
export type SocialValues = Partial<Record<SocialField, string>> & { networks?: string[] };

export interface SocialActionResult extends SaveAnswer<SocialIntent> {
  values?: SocialValues;
  /** What the saved request costs, in cents (its "Pay $X"). */
  priceCents?: number;
}

/** A save that left the request waiting for payment on an open order: the pop-up offers to pay it at once. */
export const owesPayment = (result: SocialActionResult): boolean => result.ok && result.intent === SOCIAL_INTENTS.save && Boolean(result.orderId);

/** The page's answer, if it is one of these forms'. */
export const socialAnswer = answerOf<SocialActionResult>(isSocialIntent);

/** Staff's decision on a paid request, on the moderation page. */
export const SOCIAL_DECISIONS = { publish: 'social-publish', reject: 'social-reject' } as const;
export type SocialDecisionIntent = (typeof SOCIAL_DECISIONS)[keyof typeof SOCIAL_DECISIONS];
export const isSocialDecisionIntent = intentGuard(SOCIAL_DECISIONS);

/** The moderation page's queue of social requests (`?kind=social`): not a kind of the moderation queue's API (decision 034). */
export const SOCIAL_QUEUE_KIND = 'social';

/** The publish form's field of one network's link: `link_facebook`… */
export const linkField = (network: string) => `link_${network}`;

export interface SocialDecisionResult {
  intent: SocialDecisionIntent;
  kind: typeof SOCIAL_QUEUE_KIND;
  id: number;
  ok: boolean;
  /** The refusal's code (the form's, or its first field's). */
  error?: string;
  /** Each refused field's code: `links.facebook`, `reason`. */
  fields?: Record<string, string>;
  /** What was typed, for a form sent without JavaScript. */
  values?: Record<string, string>;
}

export const socialDecisionAnswer = answerOf<SocialDecisionResult>(isSocialDecisionIntent);
