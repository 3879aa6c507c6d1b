import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@gazeta/contract';
import type { Route } from './+types/profile-orders';
import { Pager } from '../components/pager.tsx';
import { loginRedirectFor, requireUser } from '../features/account/session.server.ts';
import { getOrders } from '../features/orders/api/get-orders.ts';
import { useLineDescription } from '../features/orders/components/line-description.tsx';
import { OrderStatusBadge } from '../features/orders/components/order-status.tsx';
import { formatDate, formatMoney } from '../lib/format.ts';
import { getI18n } from '../lib/i18n.ts';
import { notFound, pageFrom } from '../lib/loader-utils.ts';
import { namespaceMessages } from '../lib/messages.server.ts';
import { addNamespacesFromMatches } from '../lib/namespaces.ts';
import { paths } from '../lib/paths.ts';
import { rootMetaOf, seoMeta, type RouteHandle } from '../lib/seo.ts';
import { getRenderContext, pageApi } from '../lib/server-context.ts';

export const handle: RouteHandle = { titleKey: 'meta:titles.orders' };

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireUser(context);
  const page = pageFrom(request);
  let orders;
  try {
    orders = await getOrders(pageApi(context), page);
  } catch (error) {
    throw loginRedirectFor(error, context) ?? error;
  }
  if (page > orders.last_page) notFound();
  return { orders, ordersMessages: namespaceMessages(getRenderContext(context).locale, 'orders') };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootMetaOf(args.matches);
  if (root) addNamespacesFromMatches(getI18n(root.locale, root.messages), args.matches);
  return seoMeta(args, { titleKey: handle.titleKey, noindex: true });
};

/** The signed-in reader's orders (issue 14): newest first, what each is for, its amount and status, and its receipt. */
export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('orders');
  const locale = i18n.language as Locale;
  const describe = useLineDescription();
  const { orders } = loaderData;
  return (
    <div className="container account-page">
      <p className="account-page__back">
        <Link to={paths.profile()}>{t('list.back')}</Link>
      </p>
      <header className="page-header">
        <h1 className="page-title">{t('list.title')}</h1>
        <p className="page-lead">{t('list.lead')}</p>
      </header>
      {orders.data.length === 0 ? (
        <p className="notice">{t('list.empty')}</p>
      ) : (
        <ul className="order-list">
          {orders.data.map((order) => (
            <li key={order.id} className="order-card">
              <div className="order-card__head">
                <h2 className="order-card__title">
                  <Link to={paths.order(order.id)}>{t('orderNumber', { id: order.id })}</Link>
                </h2>
                <OrderStatusBadge status={order.status} />
              </div>
              <p className="order-card__items">
                {order.lines[0] ? describe(order.lines[0]) : null}
                {order.lines.length > 1 ? ` ${t('list.more', { count: order.lines.length - 1 })}` : null}
              </p>
              <p className="order-card__facts">
                <time dateTime={order.created_at}>{formatDate(order.created_at, locale)}</time>
                <span className="order-card__amount">{formatMoney(order.total_cents, locale)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager page={orders.current_page} last={orders.last_page} basePath={paths.orders()} />
    </div>
  );
}
