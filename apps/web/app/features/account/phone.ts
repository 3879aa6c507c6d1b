import type { FormResult } from '../../lib/action-result.ts';

/** The two steps of confirming a phone number, as submit intents. */
export const PHONE_INTENTS = { send: 'phone-send', verify: 'phone-verify' } as const;

export const isPhoneIntent = (intent: string) => intent === PHONE_INTENTS.send || intent === PHONE_INTENTS.verify;

export interface PhoneResult extends FormResult {
  /** The code went to this number: the page asks for it. */
  codeSentTo?: string;
  expiresIn?: number;
}

/** A page's action answer when it was a phone step's (the pages that verify the number in their pop-up). */
export const phoneAnswer = (data: unknown): PhoneResult | undefined =>
  data && typeof data === 'object' && 'intent' in data && isPhoneIntent(String(data.intent)) ? (data as PhoneResult) : undefined;
