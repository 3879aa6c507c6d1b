import { answerOf, intentGuard, owesDue, type DraftAnswer } from '../../lib/intents.ts';
import type { ClassifiedDraft } from './classified-draft.ts';

/** What the owner's page action does (one name per form), and what it answers. */
export const CLASSIFIED_INTENTS = {
  save: 'classified-save',
  remove: 'classified-delete',
  prolong: 'classified-prolong',
  pay: 'classified-pay',
} as const;
export type ClassifiedIntent = (typeof CLASSIFIED_INTENTS)[keyof typeof CLASSIFIED_INTENTS];

export const isClassifiedIntent = intentGuard(CLASSIFIED_INTENTS);

/** The field the form names the ad it edits by (absent for a new ad). */
export const CLASSIFIED_ID_FIELD = 'classified_id';

export interface ClassifiedActionResult extends DraftAnswer<ClassifiedIntent, ClassifiedDraft> {
  /** A deletion gave back this much of what the ad paid, in cents. */
  refundCents?: number;
}

/** A write that left the ad owing money on an open order: the pop-up offers to pay it at once. */
export const owesPayment: (result: ClassifiedActionResult) => boolean = owesDue;

/** The page's answer, if it is one of these forms'. */
export const classifiedAnswer = answerOf<ClassifiedActionResult>(isClassifiedIntent);
