import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { printIssues } from './archive.ts';

/**
 * An edition of the paper: Chicagoland and the other cities' editions (the spec's "resources").
 * Anything printed is booked per edition.
 */
export const printEditions = pgTable('print_editions', {
  /** A slug: what the contract's schedule rules and the forms name an edition by. */
  slug: text('slug').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameRu: text('name_ru').notNull(),
  position: integer('position').notNull().default(0),
  /** An edition that no longer prints keeps its rows; it is only not offered. */
  active: boolean('active').notNull().default(true),
  /**
   * Its weekly rhythm, which the schedule's extension follows for the weeks it adds (decision
   * 021): issues come out on this ISO weekday (1 Monday … 7 Sunday), and booking closes
   * `deadline_days_before` days earlier at `deadline_time` on Chicago's clocks.
   */
  issueWeekday: smallint('issue_weekday').notNull().default(4),
  deadlineDaysBefore: smallint('deadline_days_before').notNull().default(3),
  deadlineTime: time('deadline_time').notNull().default('17:00'),
}, (t) => [
  check('print_editions_weekday_check', sql`${t.issueWeekday} between 1 and 7`),
  check('print_editions_deadline_days_check', sql`${t.deadlineDaysBefore} between 0 and 27`),
]);

/**
 * The print schedule: the issues of an edition to come (and those already out, which the archive
 * then holds as `print_issues`). A booking deadline is an instant; the issue's day is a Chicago date.
 */
export const editionIssues = pgTable(
  'edition_issues',
  {
    id: serial('id').primaryKey(),
    edition: text('edition')
      .notNull()
      .references(() => printEditions.slug),
    publishOn: date('publish_on').notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** A cancelled issue (a holiday) is kept so that bookings on it can be moved. */
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    /** Why it was cancelled: a holiday without an issue, or another reason (decision 060); null while scheduled. */
    cancelKind: text('cancel_kind', { enum: ['holiday', 'cancelled'] }),
    /** The editor's note: the holiday's name, or why. */
    note: text('note'),
    /** The archive's issue once this one is out. */
    archiveIssueId: integer('archive_issue_id').references(() => printIssues.id),
  },
  (t) => [
    uniqueIndex('edition_issues_edition_day_idx').on(t.edition, t.publishOn),
    index('edition_issues_open_idx').on(t.deadlineAt).where(sql`status = 'scheduled'`),
  ],
);
