import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { OAUTH_PROVIDERS, ROLES } from '@gazeta/contract';

export const roleEnum = pgEnum('user_role', ROLES);
export const oauthProviderEnum = pgEnum('oauth_provider', OAUTH_PROVIDERS);

/**
 * People with an account. `active` turns true once the phone is confirmed (or at a social
 * sign-in); a deleted account keeps its row, emptied of personal data, so that posts and
 * payments keep pointing somewhere.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A new address waiting for its link; `email` stays until the link is followed. */
    pendingEmail: text('pending_email'),
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('user'),
    balanceCents: integer('balance_cents').notNull().default(0),
    locale: text('locale').notNull().default('ru'),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Only live accounts hold a phone or an e-mail; a pending sign-up does not block anyone.
    uniqueIndex('users_email_active_key').on(t.email).where(sql`${t.active} and ${t.deletedAt} is null`),
    uniqueIndex('users_phone_active_key').on(t.phone).where(sql`${t.active} and ${t.deletedAt} is null`),
    index('users_email_idx').on(t.email),
    index('users_phone_idx').on(t.phone),
  ],
);

/** Sign-in sessions: only a SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Failed password sign-ins per account (or per normalized sign-in name when no account has it,
 * so that both answer alike): after a few, the next try waits, longer each time. Only the
 * password is held back; sign-in by SMS code stays open to the owner.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** SMS codes: one row per code sent, so the rows also count the sends per phone and per IP. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt), index('sms_codes_ip_idx').on(t.ip, t.createdAt)],
);

/** Single-use links sent by e-mail (verify the address, reset the password, confirm the newsletter). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** A Google or Facebook identity linked to an account. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    provider: oauthProviderEnum('provider').notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_accounts_user_idx').on(t.userId)],
);

/**
 * Newsletter subscribers (double opt-in). The unsubscribe token is stable so that every
 * newsletter carries a working one-click link.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    locale: text('locale').notNull().default('ru'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_unsubscribe_token_key').on(t.unsubscribeToken),
    index('newsletter_user_idx').on(t.userId),
  ],
);
