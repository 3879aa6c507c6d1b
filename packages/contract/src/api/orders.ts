import { z } from 'zod';
import { LOCALES } from '../locale.ts';
import {
  BALANCE_GRANT_MAX_CENTS,
  CURRENCY,
  MONEY_REASON_MAX,
  ORDER_ACTORS,
  ORDER_EVENT_KINDS,
  ORDER_REASON_KEYS,
  ORDER_STATUSES,
  ORDER_TOTAL_MAX_CENTS,
  REFUND_TARGETS,
} from '../rules/orders.ts';
import { paginated, singleLineText } from './common.ts';

/**
 * Orders and payments (issue 14, decision 020): the orders every paid feature makes, their
 * checkout through the payment provider, the provider's webhooks, refunds and the balance.
 */

/** Error codes of orders and payments (spec §8 for the payment link) and the texts the API sends. */
export const ORDER_MESSAGES = {
  'notification-error-payment-link': 'Error for getting payment link.',
  'error-order-not-payable': 'This order cannot be paid now.',
  'error-order-not-refundable': 'There is nothing left to refund on this order.',
  'error-refund-too-large': 'The refund is larger than what can be given back this way.',
  'error-refund-failed': 'The payment provider did not accept the refund. Please try again later.',
  'error-money-staff-only': 'Only admins can do this.',
  'error-own-balance': 'Another member of staff must credit your own balance.',
  'error-own-order': 'Another member of staff must refund your own order.',
  'error-refund-partial': 'A refund gives back all that is left of the order and gives up what it paid for; to give part of it back, credit the balance instead.',
  'error-checkout-closed': 'This checkout is no longer open.',
  'error-webhook-signature': 'The webhook signature is missing or invalid.',
  'error-reason-required': 'Please give a reason.',
} as const;
export type OrderMessageCode = keyof typeof ORDER_MESSAGES;

export const orderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });

/** A line's words are a translation key and its values, so each payer reads it in their own language. */
export const orderLineSchema = z
  .object({
    id: z.number().int(),
    subject_kind: z.string().describe('what the line pays for: classified, banner, hot_deal…'),
    subject_id: z.string().describe("the subject's id within its kind"),
    description: z.object({
      key: z.string().describe('a key of the orders translations, such as lines.classified'),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
    quantity: z.number().int(),
    unit_cents: z.number().int(),
    amount_cents: z.number().int(),
    link: z.string().nullable().describe('where the subject is shown to its owner, when its kind says'),
  })
  .meta({ id: 'OrderLine' });

export const orderEventSchema = z
  .object({
    kind: z.enum(ORDER_EVENT_KINDS),
    from: orderStatusSchema.nullable(),
    to: orderStatusSchema,
    actor: z.enum(ORDER_ACTORS),
    amount_cents: z.number().int().nullable().describe('the money the event moved, when it moved any'),
    reason: z.string().nullable().describe("staff's reason for a refund or a cancellation"),
    reason_key: z.enum(ORDER_REASON_KEYS).nullable().describe('the site’s own reason for a refund it made (a key of the orders translations, reasons.<key>)'),
    at: z.string(),
  })
  .meta({ id: 'OrderEvent' });

export const orderSummarySchema = z
  .object({
    id: z.number().int(),
    status: orderStatusSchema,
    currency: z.literal(CURRENCY),
    total_cents: z.number().int(),
    lines: z.array(orderLineSchema),
    created_at: z.string(),
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'OrderSummary' });

export const orderSchema = orderSummarySchema
  .extend({
    user_id: z.number().int(),
    balance_applied_cents: z.number().int().describe('the part of the total the balance pays (set aside at checkout)'),
    due_cents: z.number().int().describe('what the provider is still to be paid; 0 once paid'),
    paid_cents: z.number().int().describe('what the provider took'),
    refunded_cents: z.number().int(),
    refunded_to_provider_cents: z.number().int().describe('the part of refunded_cents given back to the card'),
    provider: z.string().nullable(),
    updated_at: z.string(),
    can_pay: z.boolean().describe('awaiting payment or failed: the owner may check it out'),
    rate_version: z.number().int().nullable().describe('the rate table version in force when the order was made (decision 048); null for orders made before versions'),
    events: z.array(orderEventSchema).describe('every change, oldest first'),
  })
  .meta({ id: 'Order' });

export type OrderLine = z.infer<typeof orderLineSchema>;
export type OrderEvent = z.infer<typeof orderEventSchema>;
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export type Order = z.infer<typeof orderSchema>;

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ordersResponseSchema = paginated(orderSummarySchema);
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const checkoutBodySchema = z.object({
  locale: z.enum(LOCALES).optional().describe("the provider's page language; the request's language when absent"),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const checkoutResponseSchema = z
  .object({
    url: z.string().describe("where to send the payer: the provider's checkout, or /payment-success when the balance paid it all"),
    order: orderSchema,
  })
  .meta({ id: 'Checkout' });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

const reasonField = singleLineText({ error: 'error-reason-required' })
  .trim()
  .min(1, { error: 'error-reason-required' })
  .max(MONEY_REASON_MAX);

export const refundBodySchema = z.object({
  to: z.enum(REFUND_TARGETS).describe('back to the card through the provider, or to the owner’s balance'),
  amount_cents: z
    .number()
    .int()
    .min(1)
    .max(ORDER_TOTAL_MAX_CENTS)
    .optional()
    .describe('all that is left to refund, when given (a check against a stale page); a refund is never of a part (error-refund-partial)'),
  reason: reasonField,
});
export type RefundBody = z.infer<typeof refundBodySchema>;

export const balanceCreditBodySchema = z.object({
  amount_cents: z.number().int().min(1).max(BALANCE_GRANT_MAX_CENTS),
  reason: reasonField,
});
export type BalanceCreditBody = z.infer<typeof balanceCreditBodySchema>;

export const balanceSchema = z
  .object({
    user_id: z.number().int(),
    balance_cents: z.number().int(),
  })
  .meta({ id: 'Balance' });
export type Balance = z.infer<typeof balanceSchema>;

/** A sandbox checkout session's id, as the sandbox provider makes them. */
export const sandboxSessionParamSchema = z.object({
  session: z.string().min(1).max(200),
});

export const sandboxSessionSchema = z
  .object({
    session: z.string(),
    amount_cents: z.number().int().describe('what this checkout charges: the total less the balance applied'),
    open: z.boolean().describe('the order still waits for this checkout (false once it is decided, or a newer checkout replaced it)'),
    order: orderSchema,
  })
  .meta({ id: 'SandboxSession' });
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

export const sandboxDecisionResponseSchema = z
  .object({
    redirect_url: z.string().describe('/payment-success or /payment-failed for the order, as the provider would send the payer back'),
  })
  .meta({ id: 'SandboxDecision' });
export type SandboxDecision = z.infer<typeof sandboxDecisionResponseSchema>;

export const webhookResponseSchema = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().describe('this event id was handled before: nothing was done again'),
  })
  .meta({ id: 'WebhookReceipt' });
