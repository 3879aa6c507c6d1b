import type { Route } from './+types/payment-failed';
import { PaymentPage } from '../features/orders/components/payment-result.tsx';
import { paymentAction, paymentLoader } from '../layout/payment-route.server.ts';
import { namespacedSeoMeta, type RouteHandle } from '../lib/seo.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.paymentFailed' };

export const loader = ({ context, request }: Route.LoaderArgs) => paymentLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => paymentAction(context, request);
export const meta: Route.MetaFunction = (args) => namespacedSeoMeta(args, { titleKey: handle.titleKey, noindex: true });

/** A declined or abandoned checkout lands here (spec §2 /payment-failed): nothing is lost, and the order can be paid again. */
export default function PaymentFailedPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentPage data={loaderData} answer={actionData} came="failed" />;
}
