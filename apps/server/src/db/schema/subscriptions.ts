import { date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PRINT_SUBSCRIPTION_STATUSES } from '@gazeta/contract';
import { users } from './accounts.ts';

export const printSubscriptionStatusEnum = pgEnum('print_subscription_status', PRINT_SUBSCRIPTION_STATUSES);

/**
 * A term of the printed paper by mail (issue #16), bought by a member for a delivery name and
 * address. Paid, it is delivered from `starts_on` to `ends_on` (Chicago days): from the payment,
 * or from the day after the same address's previous term ends. A renewal is a new row.
 */
export const printSubscriptions = pgTable(
  'print_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    months: integer('months').notNull(),
    priceCents: integer('price_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    status: printSubscriptionStatusEnum('status').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** The order waiting for payment, while there is one. */
    orderId: integer('order_id'),
    /** When the reminder to renew was sent (once). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('print_subscriptions_user_idx').on(t.userId, t.id), index('print_subscriptions_delivery_idx').on(t.status, t.startsOn, t.endsOn)],
);
