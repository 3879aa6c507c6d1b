import { useTranslation } from 'react-i18next';
import type { Locale, OrderEvent } from '@gazeta/contract';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';

/** Every change of the order, oldest first: when, what, how much, by whom, and why (staff's words, or the site's own in the reader's language). */
export function OrderHistory({ events }: { events: readonly OrderEvent[] }) {
  const { t, i18n } = useTranslation('orders');
  const locale = i18n.language as Locale;
  return (
    <ol className="order-history">
      {events.map((event, index) => (
        <li key={index} className="order-history__item">
          <time dateTime={event.at} className="order-history__time">
            {formatDateTime(event.at, locale)}
          </time>
          <span className="order-history__what">
            {t(`event.${event.kind}`)}
            {event.amount_cents !== null && event.amount_cents > 0 ? `: ${formatMoney(event.amount_cents, locale)}` : ''}
          </span>
          <span className="order-history__who">{t('receipt.by', { actor: t(`actor.${event.actor}`) })}</span>
          {event.reason_key ? <span className="order-history__reason">{t(`reasons.${event.reason_key}`)}</span> : null}
          {event.reason ? <span className="order-history__reason">{event.reason}</span> : null}
        </li>
      ))}
    </ol>
  );
}
