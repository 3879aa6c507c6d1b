import type { FormResult } from '../../lib/action-result.ts';

export const NEWSLETTER_INTENTS = { subscribe: 'newsletter-subscribe', unsubscribe: 'newsletter-unsubscribe' } as const;

export const isNewsletterIntent = (intent: string) => intent === NEWSLETTER_INTENTS.subscribe || intent === NEWSLETTER_INTENTS.unsubscribe;

export type NewsletterResult = FormResult;
