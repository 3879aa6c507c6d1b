import { useEffect, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSettled, type Order } from '@gazeta/contract';
import { FormStatus } from '../../../components/form.tsx';
import type { FormErrors } from '../../../lib/form-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderStatusBadge } from './order-status.tsx';
import { PayForm } from './pay-form.tsx';

/** How often, and how many times, /payment-success asks again while the provider has not confirmed. */
const POLL_MS = 2000;
const POLLS = 30;

/** Asks the page's loader again every POLL_MS while `waiting`, at most POLLS times. */
function usePollWhile(waiting: boolean): void {
  const revalidator = useRevalidator();
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!waiting || polls >= POLLS || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => {
      setPolls((n) => n + 1);
      void revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, polls, revalidator]);
}

/**
 * What /payment-success and /payment-failed show (spec §2): the order (its lines, total and
 * status) and what happens next. The browser coming back pays nothing: success shows "waiting
 * for confirmation" until the provider's webhook has marked the order paid, asking again by
 * itself; a failed or abandoned payment loses nothing and offers to pay again.
 */
export function PaymentResult({ order, mine, came, errors }: { order: Order; mine: boolean; came: 'success' | 'failed'; errors?: FormErrors | undefined }) {
  const { t } = useTranslation('orders');
  const { pathname, search } = useLocation();
  const paid = isSettled(order.status);
  const waiting = came === 'success' && order.status === 'awaiting_payment';
  usePollWhile(waiting);

  const title = paid ? t('result.successTitle') : waiting ? t('result.awaitingTitle') : order.can_pay ? t('result.failedTitle') : t('orderNumber', { id: order.id });
  return (
    <div className="container account-page payment-result">
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
      </header>
      {paid ? (
        <FormStatus>
          <p>
            <strong>{came === 'failed' ? t('result.failedLate') : t('result.paid')}</strong> {t('result.paidNext')}
          </p>
        </FormStatus>
      ) : waiting ? (
        <div className="notice payment-result__waiting" role="status">
          <p>{t('result.awaiting')}</p>
          <p>
            <Link to={`${pathname}${search}`} reloadDocument>
              {t('result.refresh')}
            </Link>
          </p>
        </div>
      ) : order.can_pay ? (
        <p className="notice notice--error">{t('result.failed')}</p>
      ) : (
        <p className="notice">{t('result.closed')}</p>
      )}
      <section className="panel" aria-labelledby="payment-order">
        <h2 id="payment-order" className="panel__title">
          {t('orderNumber', { id: order.id })} <OrderStatusBadge status={order.status} />
        </h2>
        <OrderLines order={order} headingId="payment-order" />
        {mine && order.can_pay && !waiting ? <PayForm order={order} errors={errors} label={t('result.payAgain')} /> : null}
      </section>
      <p className="payment-result__links">
        <Link to={paths.order(order.id)}>{t('result.viewReceipt')}</Link>
        <Link to={paths.orders()}>{t('result.toOrders')}</Link>
      </p>
    </div>
  );
}

/** The result pages without an order named. */
export function NoOrder() {
  const { t } = useTranslation('orders');
  return (
    <div className="container account-page">
      <header className="page-header">
        <h1 className="page-title">{t('list.title')}</h1>
      </header>
      <p className="notice">{t('result.noOrder')}</p>
      <p>
        <Link to={paths.orders()}>{t('result.toOrders')}</Link>
      </p>
    </div>
  );
}

/** A result page's body: the order named in its address, or what to do without one; the Pay again's refusal, if any. */
export function PaymentPage({ data, answer, came }: { data: { order: Order | null; mine: boolean }; answer: unknown; came: 'success' | 'failed' }) {
  if (!data.order) return <NoOrder />;
  return <PaymentResult order={data.order} mine={data.mine} came={came} errors={(answer as { errors?: FormErrors } | undefined)?.errors} />;
}
