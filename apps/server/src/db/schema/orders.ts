import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BALANCE_REASONS, ORDER_ACTORS, ORDER_EVENT_KINDS, ORDER_REASON_KEYS, ORDER_STATUSES } from '@gazeta/contract';
import { users } from './accounts.ts';
import { rateTables } from './rates.ts';

export const orderStatusEnum = pgEnum('order_status', ORDER_STATUSES);
export const orderEventKindEnum = pgEnum('order_event_kind', ORDER_EVENT_KINDS);
export const orderActorEnum = pgEnum('order_actor', ORDER_ACTORS);
export const balanceReasonEnum = pgEnum('balance_reason', BALANCE_REASONS);

/**
 * Orders of every paid feature (decision 020). Amounts in cents: `total_cents` is the sum of
 * the lines; `balance_applied_cents` the part of it the owner's balance has set aside;
 * `paid_cents` what the provider took; refunds count up in `refunded_cents`, the card's part
 * of them in `refunded_to_provider_cents`. `provider_session_id` is the latest checkout,
 * `provider_amount_cents` what it charges.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatusEnum('status').notNull(),
    currency: text('currency').notNull().default('usd'),
    totalCents: integer('total_cents').notNull(),
    balanceAppliedCents: integer('balance_applied_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedToProviderCents: integer('refunded_to_provider_cents').notNull().default(0),
    provider: text('provider'),
    providerSessionId: text('provider_session_id'),
    providerAmountCents: integer('provider_amount_cents'),
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The rate table in force when the order was made (decision 048); null for orders made before versions. */
    rateVersion: integer('rate_version').references(() => rateTables.version),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_session_idx').on(t.providerSessionId),
    // A provider's refund names the payment, not the order.
    index('orders_payment_idx').on(t.providerPaymentId),
    check('orders_amounts_check', sql`${t.totalCents} > 0 and ${t.balanceAppliedCents} between 0 and ${t.totalCents} and ${t.paidCents} >= 0 and ${t.refundedCents} between 0 and ${t.totalCents} and ${t.refundedToProviderCents} between 0 and ${t.refundedCents}`),
  ],
);

/** What an order pays for: a subject of a registered kind, its words as a translation key and values. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    descriptionKey: text('description_key').notNull(),
    descriptionParams: jsonb('description_params').$type<Record<string, string | number>>().notNull(),
    quantity: integer('quantity').notNull(),
    unitCents: integer('unit_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.position),
    index('order_lines_subject_idx').on(t.subjectKind, t.subjectId),
    check('order_lines_amount_check', sql`${t.quantity} > 0 and ${t.unitCents} >= 0 and ${t.amountCents} = ${t.quantity} * ${t.unitCents}`),
  ],
);

/** Every change of an order, with who made it and why (a provider's event id for the provider's). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderEventKindEnum('kind').notNull(),
    fromStatus: orderStatusEnum('from_status'),
    toStatus: orderStatusEnum('to_status').notNull(),
    actor: orderActorEnum('actor').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    amountCents: integer('amount_cents'),
    reason: text('reason'),
    /** The site's own reason for a refund it made, a key of the orders translations (ORDER_REASON_KEYS). */
    reasonKey: text('reason_key', { enum: ORDER_REASON_KEYS }),
    providerEventId: text('provider_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** The provider events already handled: a webhook told twice is done once. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the event did: pay, fail, credit, ignore. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_webhook_events_key').on(t.provider, t.eventId)],
);

/**
 * The balance's ledger: users.balance_cents is the sum of a user's entries, kept in step in the
 * transaction that writes each entry.
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deltaCents: integer('delta_cents').notNull(),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    reason: balanceReasonEnum('reason').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    byUserId: integer('by_user_id').references(() => users.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('balance_entries_user_idx').on(t.userId, t.id),
    check('balance_entries_check', sql`${t.deltaCents} <> 0 and ${t.balanceAfterCents} >= 0`),
  ],
);
