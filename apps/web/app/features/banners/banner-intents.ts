/** What the owner's page action does (one name per form), and what it answers. */
export const BANNER_INTENTS = { save: 'banner-save', remove: 'banner-delete', pay: 'banner-pay' } as const;
export type BannerIntent = (typeof BANNER_INTENTS)[keyof typeof BANNER_INTENTS];

export const isBannerIntent = (intent: string): intent is BannerIntent => (Object.values(BANNER_INTENTS) as string[]).includes(intent);

/** The field the forms name the banner by (absent for a new one). */
export const BANNER_ID_FIELD = 'banner_id';
/** The Pay form's field: the banner's order waiting for payment. */
export const BANNER_ORDER_FIELD = 'order_id';

/** The form's fields as the API names them (the picture apart). */
export const BANNER_FIELDS = ['title', 'url', 'starts_on', 'weeks', 'agree'] as const;
export type BannerField = (typeof BANNER_FIELDS)[number];

export interface BannerActionResult {
  intent: BannerIntent;
  ok: boolean;
  /** A translation key: the server's success text (notification-banner-pay) or the error's. */
  code: string;
  /** Each refused field's code (the §5 messages beside the fields). */
  fields?: Record<string, string>;
  /** What was typed, for the form to show again after a refusal that came without JavaScript. */
  values?: Partial<Record<BannerField, string>>;
  id?: number;
  /** The order to pay now (a saved banner's, or the one the Pay button names). */
  orderId?: number | null;
  /** What the saved banner costs, in cents (its "Pay $X"). */
  priceCents?: number;
}

/** A save that left the banner waiting for payment on an open order: the pop-up offers to pay it at once. */
export const owesPayment = (result: BannerActionResult): boolean => result.ok && result.intent === BANNER_INTENTS.save && Boolean(result.orderId);

/** A whole-number id of a form field, or null. */
export const idFrom = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);
