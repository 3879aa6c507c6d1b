import { giveUpOrder, type OrdersService, type SubjectHooks } from '../orders/index.ts';
import type { SocialRequestPayments, SocialRequestsService } from './service.ts';

const NETWORK_NAMES = { facebook: 'Facebook', telegram: 'Telegram', twitter: 'Twitter' } as const;

/** The subject kind of a social-posting request's order lines. */
export const SOCIAL_REQUEST_SUBJECT = 'social_request';

/** Social requests paid through the orders domain (decision 020): one line per request, refunded when rejected. */
export function socialRequestPaymentsThrough(orders: Pick<OrdersService, 'createOrder' | 'cancel' | 'refundSubject'>): SocialRequestPayments {
  return {
    async startOrder(tx, request, amountCents) {
      const orderId = await orders.createOrder(
        {
        userId: request.ownerId,
        lines: [
          {
            subjectKind: SOCIAL_REQUEST_SUBJECT,
            subjectId: String(request.id),
            descriptionKey: 'lines.social_request',
            // Brand names, the same in every language.
            descriptionParams: { networks: request.networks.map((network) => NETWORK_NAMES[network]).join(', ') },
            quantity: 1,
            unitCents: amountCents,
          },
        ],
        },
        { tx },
      );
      return { orderId };
    },
    dropOrder: (orderId) => giveUpOrder(orders, orderId, 'social_not_due'),
    async refund(requestId) {
      await orders.refundSubject(SOCIAL_REQUEST_SUBJECT, String(requestId), { reasonKey: 'social_rejected' });
    },
  };
}

/** What the orders domain tells the social requests when one's order is paid or refunded, in its transaction. */
export function socialRequestSubjectHooks(requests: Pick<SocialRequestsService, 'paid' | 'refunded'>): SubjectHooks {
  return {
    async onPaid(tx, line) {
      const id = Number(line.subjectId);
      const taken = Number.isSafeInteger(id) ? await requests.paid(tx, id, line.amountCents) : false;
      return taken ? undefined : { declineCents: line.amountCents, reasonKey: 'social_not_due' };
    },
    async onRefunded(tx, line, _order, refund) {
      const id = Number(line.subjectId);
      if (Number.isSafeInteger(id)) await requests.refunded(tx, id, refund.amountCents);
    },
    describe: () => ({ link: '/profile/social-request' }),
  };
}
