import type { FormResult } from '../../lib/action-result.ts';

export const NEWSLETTER_INTENTS = { subscribe: 'newsletter-subscribe', unsubscribe: 'newsletter-unsubscribe' } as const;

export const isNewsletterIntent = (intent: string) => intent === NEWSLETTER_INTENTS.subscribe || intent === NEWSLETTER_INTENTS.unsubscribe;

export type NewsletterResult = FormResult;

/** What the home page's action answers the subscription pop-up. */
export interface PopupSubscribeResult {
  intent: string;
  ok: boolean;
  status?: 'subscribed' | 'pending';
  /** The address subscribed (the toast names it). */
  email?: string;
  /** An error code for the `errors` namespace. */
  error?: string;
}
