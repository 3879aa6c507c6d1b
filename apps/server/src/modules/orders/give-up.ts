import type { OrderReasonKey } from '@gazeta/contract';
import { HttpError } from '../../lib/http-errors.ts';
import type { OrdersService } from './service.ts';

/**
 * Gives up the open order of a subject that changed or went. An order paid (or given up) in the
 * meantime is left alone: a payment for a subject that no longer owes it is declined to the
 * payer's balance by its `onPaid` hook when it lands.
 */
export async function giveUpOrder(orders: Pick<OrdersService, 'cancel'>, orderId: number, reasonKey: OrderReasonKey): Promise<void> {
  try {
    await orders.cancel(orderId, { reasonKey });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
  }
}
