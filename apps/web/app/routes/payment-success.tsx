import type { Route } from './+types/payment-success';
import { accountFailure, loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { NoOrder, PaymentResult } from '../features/orders/components/payment-result.tsx';
import { paymentPageAction, paymentPageData } from '../features/orders/payment-page.server.ts';
import type { FormResult } from '../lib/action-result.ts';
import { getI18n } from '../lib/i18n.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.paymentSuccess' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context);
  return paymentPageData(context, request, user.id, (error) => loginRedirectFor(error, context));
}

export const action = ({ context, request }: Route.ActionArgs) => paymentPageAction(context, request, (error) => accountFailure(error, context, { fields: [] }));

export const meta: Route.MetaFunction = (args) => {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, { titleKey: handle.titleKey, noindex: true });
};

/** After the provider's checkout, the payer lands here (spec §2 /payment-success): the order, and "waiting for confirmation" until the webhook has marked it paid. */
export default function PaymentSuccessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, mine } = loaderData;
  if (!order) return <NoOrder />;
  return <PaymentResult order={order} mine={mine} came="success" errors={(actionData as FormResult | undefined)?.errors} />;
}
