import { redirect, type RouterContextProvider } from 'react-router';
import type { User } from '@gazeta/contract';
import { failed } from '../../lib/action-result.ts';
import { ApiError } from '../../lib/api-client.ts';
import type { FormErrors } from '../../lib/form-errors.ts';
import { withNotice } from '../../lib/notice.ts';
import { serverApi } from '../../lib/server-context.ts';
import { subscribe } from './api/subscribe.ts';
import { unsubscribe } from './api/unsubscribe.ts';
import { NEWSLETTER_INTENTS, type NewsletterResult, type PopupSubscribeResult } from './newsletter.ts';

/**
 * Subscribing the signed-in user with their name and e-mail (spec §7), or unsubscribing them;
 * the page then says what happened. `fail` turns an API failure into form errors (or a redirect
 * to /login when the session ran out).
 */
export async function newsletterIntent(
  context: Readonly<RouterContextProvider>,
  intent: string,
  user: Pick<User, 'full_name' | 'email'>,
  returnTo: string,
  fail: (error: unknown) => FormErrors,
) {
  const api = serverApi(context);
  try {
    if (intent === NEWSLETTER_INTENTS.unsubscribe) {
      await unsubscribe(api);
      return redirect(withNotice(returnTo, 'newsletter-unsubscribed'));
    }
    // Spec §5: subscribing needs a user e-mail.
    if (!user.email) return failed<NewsletterResult>({ intent, errors: { fields: {}, form: 'error-email-required' } });
    const { status } = await subscribe(api, { name: user.full_name, email: user.email });
    return redirect(withNotice(returnTo, status === 'subscribed' ? 'newsletter-subscribed' : 'newsletter-pending'));
  } catch (error) {
    const errors = fail(error);
    return failed<NewsletterResult>({ intent, errors });
  }
}

/**
 * The home page's pop-up: subscribes the signed-in `user` with their own name and address and
 * answers how it went (the pop-up shows a toast and stays on the page). `toLogin` turns a lost
 * session into the way to /login.
 */
export async function popupSubscribe(
  context: Readonly<RouterContextProvider>,
  user: Pick<User, 'full_name' | 'email'>,
  toLogin: (error: unknown) => Response | null,
): Promise<PopupSubscribeResult> {
  const intent = NEWSLETTER_INTENTS.subscribe;
  // Spec §5: subscribing needs a user e-mail.
  if (!user.email) return { intent, ok: false, error: 'error-email-required' };
  try {
    const { status } = await subscribe(serverApi(context), { name: user.full_name, email: user.email });
    return { intent, ok: true, status: status === 'subscribed' ? 'subscribed' : 'pending', email: user.email };
  } catch (error) {
    const redirectTo = toLogin(error);
    if (redirectTo) throw redirectTo;
    if (!(error instanceof ApiError)) throw error;
    return { intent, ok: false, error: error.code };
  }
}
