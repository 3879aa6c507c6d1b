import { redirect, type RouterContextProvider } from 'react-router';
import { phoneIntent } from '../features/account/phone-intents.server.ts';
import { isPhoneIntent } from '../features/account/phone.ts';
import { requireUser } from '../features/account/session.server.ts';
import { fieldText } from '../lib/form-data.ts';
import { sentWithoutScript } from '../lib/intents.ts';
import { checkoutWhenPaying } from '../features/orders/checkout-redirect.server.ts';

type Context = Readonly<RouterContextProvider>;

/** What a member's page of their own items does with the forms sent to it. */
export interface ItemIntents<I extends string, R> {
  is: (intent: string) => intent is I;
  run: (context: Context, intent: I, form: FormData) => Promise<R>;
  /** The intents that go on to the order's checkout at once. */
  pays: readonly I[];
  /** The page, when its pop-up verifies the member's phone number: those steps are answered first. */
  phoneHere?: string;
  /**
   * Where a successful write sent without JavaScript goes (the page the JavaScript flow shows
   * next: the list with its notice), or null to answer it with the page (its pay step).
   */
  doneWithoutScript?: (result: R) => string | null;
}

/**
 * The action of a member's page of their own items (/profile/advertising, /banners,
 * /social-request, /business, /classifields, /events): a phone step, or one of the feature's
 * intents for a signed-in member, paying ones sent on to the checkout.
 */
export async function itemAction<I extends string, R extends { ok: boolean; orderId?: number | null | undefined }>(context: Context, request: Request, intents: ItemIntents<I, R>) {
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  if (intents.phoneHere && isPhoneIntent(intent)) return phoneIntent(context, intent, form, intents.phoneHere);
  await requireUser(context);
  if (!intents.is(intent)) return { intent, ok: false as const, code: 'error-bad-request' };
  const result = await intents.run(context, intent, form);
  const next = result.ok && sentWithoutScript(form) ? intents.doneWithoutScript?.(result) : null;
  if (next) return redirect(next);
  return checkoutWhenPaying(context, result, intents.pays.includes(intent));
}
