import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * The review queue's own tables (issue #27, decision 059). The items themselves stay in their
 * kinds' tables; here are the reasons moderators pick, what each item looked like when it was
 * last decided (for "what changed since"), members who may not post freely, and banned words.
 */
export const rejectTemplates = pgTable('reject_templates', {
  id: serial('id').primaryKey(),
  titleEn: text('title_en').notNull(),
  titleRu: text('title_ru').notNull(),
  textEn: text('text_en').notNull(),
  textRu: text('text_ru').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An item's reviewed fields at its last decision (one row per kind and id, replaced each time). */
export const reviewSnapshots = pgTable(
  'review_snapshots',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    fields: jsonb('fields').$type<Record<string, string | null>>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/**
 * A member a moderator muted (their posts and comments wait for review and they cannot post
 * until `until`) or banned (nothing posted or placed; `until` null: for good). One row per member.
 */
export const memberSanctions = pgTable('member_sanctions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  kind: text('kind', { enum: ['mute', 'ban'] }).notNull(),
  until: timestamp('until', { withTimezone: true }),
  reason: text('reason'),
  byId: integer('by_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Words a feed post or comment may not carry (compared lower-cased, as whole words). */
export const bannedWords = pgTable(
  'banned_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    byId: integer('by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banned_words_word_key').on(t.word)],
);
