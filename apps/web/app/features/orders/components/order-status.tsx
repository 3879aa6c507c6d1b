import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@gazeta/contract';

const TONE: Record<OrderStatus, string> = {
  awaiting_payment: 'badge--warn',
  failed: 'badge--warn',
  paid: 'badge--ok',
  partially_refunded: 'badge--muted',
  refunded: 'badge--muted',
  cancelled: 'badge--muted',
};

/** An order's status in words (never colour alone). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <span className={`badge ${TONE[status]} order-status`}>{t(`status.${status}`)}</span>;
}
