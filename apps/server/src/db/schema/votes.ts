import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { VOTE_VALUES } from '@gazeta/contract';
import { users } from './accounts.ts';

/**
 * Members' votes and ratings (decision 029), for any kind of subject a module registers
 * (`article`, `business`, `event`…). `subject_kind` + `subject_id` name the subject; there is no
 * foreign key to it, because the subjects live in other modules' tables.
 */
export const voteValueEnum = pgEnum('vote_value', VOTE_VALUES);

/** One like or dislike per member and subject. */
export const votes = pgTable(
  'votes',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: voteValueEnum('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.subjectKind, t.subjectId, t.userId] }), index('votes_user_idx').on(t.userId)],
);

/** One rating of 1–5 stars per member and subject; never changed. */
export const ratings = pgTable(
  'ratings',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId, t.userId] }),
    index('ratings_user_idx').on(t.userId),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/** The counts of each subject, moved in the same transaction as the vote or rating that changes them. */
export const voteTotals = pgTable(
  'vote_totals',
  {
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    likes: integer('likes').notNull().default(0),
    dislikes: integer('dislikes').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    ratingsSum: integer('ratings_sum').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subjectKind, t.subjectId] }),
    check('vote_totals_check', sql`${t.likes} >= 0 and ${t.dislikes} >= 0 and ${t.ratingsCount} >= 0 and ${t.ratingsSum} between ${t.ratingsCount} and 5 * ${t.ratingsCount}`),
  ],
);
