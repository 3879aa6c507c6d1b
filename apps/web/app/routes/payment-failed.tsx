import type { Route } from './+types/payment-failed';
import { accountFailure, loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { NoOrder, PaymentResult } from '../features/orders/components/payment-result.tsx';
import { paymentPageAction, paymentPageData } from '../features/orders/payment-page.server.ts';
import type { FormResult } from '../lib/action-result.ts';
import { getI18n } from '../lib/i18n.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.paymentFailed' };

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

/** A declined or abandoned checkout lands here (spec §2 /payment-failed): nothing is lost, and the order can be paid again. */
export default function PaymentFailedPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, mine } = loaderData;
  if (!order) return <NoOrder />;
  return <PaymentResult order={order} mine={mine} came="failed" errors={(actionData as FormResult | undefined)?.errors} />;
}
