import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** A value of a message, resolved in the member's language when it is delivered (modules/outbox). */
export type MessageValue =
  | string
  | number
  | { money: number }
  | { t: string; values?: Record<string, MessageValue>; default?: string }
  | { join: MessageValue[]; separator?: string };

/** What a message says, as translation keys and values: composed only when it is delivered. */
export interface MessageContent {
  /** The subject's key (e-mails). */
  subject?: string;
  body: string;
  values: Record<string, MessageValue>;
}

/**
 * The outbox (decision 047): an e-mail or SMS to a member, written in the transaction of the change
 * that causes it and delivered after the commit, retried until it is delivered or has failed for good.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** One message per key: the same cause written twice is one message. */
    key: text('key').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** What it is about, for the admin's record (e.g. banner-approved). */
    kind: text('kind').notNull(),
    content: jsonb('content').$type<MessageContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When it may be tried (again): its creation, then later after each failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A delivery in progress holds the message until then (a process that died lets go of it then). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** sent, or skipped: no confirmed address (decision 042) or the account is gone. */
    outcome: text('outcome', { enum: ['sent', 'skipped'] }),
    lastError: text('last_error'),
    /** Set when it has failed its last attempt: it is not tried again, and the admin sees it. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('outbox_messages_key_idx').on(t.key),
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`delivered_at is null and failed_at is null`),
    index('outbox_messages_failed_idx').on(t.failedAt).where(sql`failed_at is not null`),
  ],
);
