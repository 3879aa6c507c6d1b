import type { RouterContextProvider } from 'react-router';
import { accountFailure, loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { paymentPageAction, paymentPageData } from '../features/orders/payment-page.server.ts';

type Context = Readonly<RouterContextProvider>;

/** /payment-success and /payment-failed, for a signed-in member (a stranger goes to sign in): the order named by `?order=`. */
export async function paymentLoader(context: Context, request: Request) {
  const user = await requireUser(context);
  return paymentPageData(context, request, user.id, (error) => loginRedirectFor(error, context));
}

/** Their Pay again. */
export const paymentAction = (context: Context, request: Request) => paymentPageAction(context, request, (error) => accountFailure(error, context, { fields: [] }));
