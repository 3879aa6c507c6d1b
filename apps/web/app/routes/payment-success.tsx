import type { Route } from './+types/payment-success';
import { PaymentPage } from '../features/orders/components/payment-result.tsx';
import { paymentAction, paymentLoader } from '../layout/payment-route.server.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.paymentSuccess' };

export const loader = ({ context, request }: Route.LoaderArgs) => paymentLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => paymentAction(context, request);
export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** After the provider's checkout, the payer lands here (spec §2 /payment-success): the order, and "waiting for confirmation" until the webhook has marked it paid. */
export default function PaymentSuccessPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData} answer={actionData} came="success" />;
}
