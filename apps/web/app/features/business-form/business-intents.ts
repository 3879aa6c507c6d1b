import { answerOf, intentGuard, owesDue, type DraftAnswer } from '../../lib/intents.ts';
import type { BusinessDraft, PinInput } from './business-draft.ts';

/** What the owner's page action does (one name per form), and what it answers. */
export const BUSINESS_INTENTS = {
  save: 'business-save',
  remove: 'business-delete',
  active: 'business-active',
  pay: 'business-pay',
} as const;
export type BusinessIntent = (typeof BUSINESS_INTENTS)[keyof typeof BUSINESS_INTENTS];

export const isBusinessIntent = intentGuard(BUSINESS_INTENTS);

/** The field the form names the listing it edits by (absent for a new one). */
export const BUSINESS_ID_FIELD = 'business_id';

/** A save's answer; `dueCents` is what the hot deal still owes after it. */
export interface BusinessActionResult extends DraftAnswer<BusinessIntent, BusinessDraft> {
  /** The pin typed into the refused form sent without JavaScript. */
  pin?: PinInput;
}

/** A write that left the hot deal owing money on an open order: the pop-up offers to pay it at once. */
export const owesPayment: (result: BusinessActionResult) => boolean = owesDue;

/** The page's answer, if it is one of these forms'. */
export const businessAnswer = answerOf<BusinessActionResult>(isBusinessIntent);
