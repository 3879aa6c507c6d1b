import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import type { Route } from './+types/profile-order';
import { accountFailure, loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { getOrder } from '../features/orders/api/get-order.ts';
import { payIntent } from '../features/orders/checkout.server.ts';
import { OrderHistory } from '../features/orders/components/order-history.tsx';
import { OrderLines } from '../features/orders/components/order-lines.tsx';
import { OrderStatusBadge } from '../features/orders/components/order-status.tsx';
import { PayForm } from '../features/orders/components/pay-form.tsx';
import { PAY_INTENT } from '../features/orders/orders.ts';
import { failed, type FormResult } from '../lib/action-result.ts';
import { fieldText } from '../lib/form-data.ts';
import { formatDate } from '../lib/format.ts';
import { getI18n } from '../lib/i18n.ts';
import { idFrom } from '../lib/loader-utils.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.order' };

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idFrom(params.id);
  const user = await requireUser(context);
  let order;
  try {
    order = await getOrder(pageApi(context), id);
  } catch (error) {
    throw loginRedirectFor(error, context) ?? error;
  }
  // Staff may read anyone's receipt; only its owner pays it.
  return { order, mine: order.user_id === user.id, ordersMessages: namespaceMessages(getRenderContext(context).locale, 'orders') };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const id = idFrom(params.id);
  const form = await request.formData();
  const intent = fieldText(form, 'intent');
  if (intent === PAY_INTENT) return payIntent(context, id, (error) => accountFailure(error, context, { fields: [] }));
  return failed<FormResult>({ intent, errors: { fields: {}, form: 'error-bad-request' } });
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, { titleKey: handle.titleKey, titleValues: { id: String(args.params.id) }, noindex: true });
};

/** One order's receipt (issue 14): its lines and amounts, how it was paid, its whole history, and Pay while it waits. */
export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('orders');
  const locale = i18n.language as Locale;
  const { order, mine } = loaderData;
  const result = actionData as FormResult | undefined;
  return (
    <div className="container account-page">
      <p className="account-page__back">
        <Link to={paths.orders()}>{t('receipt.back')}</Link>
      </p>
      <header className="page-header">
        <h1 className="page-title">
          {t('receipt.title', { id: order.id })} <OrderStatusBadge status={order.status} />
        </h1>
        <p className="page-lead">
          {t('receipt.placed', { date: formatDate(order.created_at, locale) })}
          {order.paid_at ? ` · ${t('receipt.paidOn', { date: formatDate(order.paid_at, locale) })}` : ''}
        </p>
      </header>
      <div className="receipt">
        <section className="panel" aria-labelledby="receipt-items">
          <h2 id="receipt-items" className="panel__title">
            {t('receipt.items')}
          </h2>
          <OrderLines order={order} headingId="receipt-items" />
          {mine && order.can_pay ? <PayForm order={order} errors={result?.intent === PAY_INTENT ? result.errors : undefined} /> : null}
        </section>
        <section className="panel" aria-labelledby="receipt-history">
          <h2 id="receipt-history" className="panel__title">
            {t('receipt.history')}
          </h2>
          <OrderHistory events={order.events} />
        </section>
      </div>
    </div>
  );
}
