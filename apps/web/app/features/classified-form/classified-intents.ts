/** What the owner's page action does (one name per form), and what it answers. */
export const CLASSIFIED_INTENTS = {
  save: 'classified-save',
  remove: 'classified-delete',
  prolong: 'classified-prolong',
  pay: 'classified-pay',
} as const;
export type ClassifiedIntent = (typeof CLASSIFIED_INTENTS)[keyof typeof CLASSIFIED_INTENTS];

export const isClassifiedIntent = (intent: string): intent is ClassifiedIntent => (Object.values(CLASSIFIED_INTENTS) as string[]).includes(intent);

/** The field the form names the ad it edits by (absent for a new ad). */
export const CLASSIFIED_ID_FIELD = 'classified_id';

export interface ClassifiedActionResult {
  intent: ClassifiedIntent;
  ok: boolean;
  /** A translation key: the server's success text (notification-classified-pay…) or the error's. */
  code: string;
  /** Each refused field's code (spec §5 messages beside the fields). */
  fields?: Record<string, string>;
  id?: number;
  orderId?: number | null;
  /** What the ad still owes after this write, in cents (a saved print ad goes on to pay it). */
  dueCents?: number;
  /** The account must verify its phone first: the form offers it in place. */
  verifyPhone?: boolean;
  /** A deletion gave back this much of what the ad paid, in cents. */
  refundCents?: number;
}

/** A write that left the ad owing money on an open order: the pop-up offers to pay it at once. */
export const owesPayment = (result: ClassifiedActionResult): boolean => result.ok && Boolean(result.orderId) && (result.dueCents ?? 0) > 0;
