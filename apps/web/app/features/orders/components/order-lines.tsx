import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale, Order, OrderSummary } from '@gazeta/contract';
import { formatMoney } from '../../../lib/format.ts';
import { useLineDescription } from './line-description.tsx';

/**
 * An order's lines and what was paid how: the total, the part the balance paid, the part the
 * provider took, refunds, and what is left to pay. A narrow screen keeps two columns: each item
 * with its quantity and price under it, and its amount.
 */
export function OrderLines({ order, headingId }: { order: OrderSummary | Order; headingId: string }) {
  const { t, i18n } = useTranslation('orders');
  const describe = useLineDescription();
  const money = (cents: number) => formatMoney(cents, i18n.language as Locale);
  const full = 'events' in order ? order : null;
  return (
    <>
      <table className="order-lines" aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('receipt.item')}</th>
            <th scope="col" className="order-lines__amount">
              {t('receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.link ? <Link to={line.link}>{describe(line)}</Link> : describe(line)}
                <span className="order-lines__unit">
                  {line.quantity} × {money(line.unit_cents)}
                </span>
              </td>
              <td className="order-lines__amount">{money(line.amount_cents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <div className="order-totals__row order-totals__row--total">
          <dt>{t('receipt.total')}</dt>
          <dd>{money(order.total_cents)}</dd>
        </div>
        {full && full.balance_applied_cents > 0 ? (
          <div className="order-totals__row">
            <dt>{t('receipt.balanceApplied')}</dt>
            <dd>{money(full.balance_applied_cents)}</dd>
          </div>
        ) : null}
        {full && full.paid_cents > 0 ? (
          <div className="order-totals__row">
            <dt>{t('receipt.paidByCard')}</dt>
            <dd>{money(full.paid_cents)}</dd>
          </div>
        ) : null}
        {full && full.refunded_cents > 0 ? (
          <div className="order-totals__row">
            <dt>{t('receipt.refunded')}</dt>
            <dd>
              {money(full.refunded_cents)}
              {full.refunded_to_provider_cents > 0 ? <span className="order-totals__note">{t('receipt.refundedToCard', { amount: money(full.refunded_to_provider_cents) })}</span> : null}
            </dd>
          </div>
        ) : null}
        {full && full.due_cents > 0 ? (
          <div className="order-totals__row order-totals__row--due">
            <dt>{t('receipt.due')}</dt>
            <dd>{money(full.due_cents)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
