import type { FormResult } from '../../lib/action-result.ts';

/** The two steps of confirming a phone number, as submit intents. */
export const PHONE_INTENTS = { send: 'phone-send', verify: 'phone-verify' } as const;

export const isPhoneIntent = (intent: string) => intent === PHONE_INTENTS.send || intent === PHONE_INTENTS.verify;

export interface PhoneResult extends FormResult {
  /** The code went to this number: the page asks for it. */
  codeSentTo?: string;
  expiresIn?: number;
}
