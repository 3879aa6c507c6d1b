/** What the owner's page action does (one name per form), and what it answers. */
export const BUSINESS_INTENTS = {
  save: 'business-save',
  remove: 'business-delete',
  active: 'business-active',
  pay: 'business-pay',
} as const;
export type BusinessIntent = (typeof BUSINESS_INTENTS)[keyof typeof BUSINESS_INTENTS];

export const isBusinessIntent = (intent: string): intent is BusinessIntent => (Object.values(BUSINESS_INTENTS) as string[]).includes(intent);

/** The field the form names the listing it edits by (absent for a new one). */
export const BUSINESS_ID_FIELD = 'business_id';

export interface BusinessActionResult {
  intent: BusinessIntent;
  ok: boolean;
  /** A translation key: the server's success text (notification-business-pay…) or the error's. */
  code: string;
  /** Each refused field's code (the §8 messages beside the fields). */
  fields?: Record<string, string>;
  id?: number;
  orderId?: number | null;
  /** What the hot deal still owes after this write, in cents (the pop-up goes on to pay it). */
  dueCents?: number;
  /** The account must verify its phone first: the form offers it in place. */
  verifyPhone?: boolean;
}

/** A write that left the hot deal owing money on an open order: the pop-up offers to pay it at once. */
export const owesPayment = (result: BusinessActionResult): boolean => result.ok && Boolean(result.orderId) && (result.dueCents ?? 0) > 0;
