import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { media } from './media.ts';

/** A printed issue of the weekly, with its cover and the full PDF. */
export const printIssues = pgTable(
  'print_issues',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    title: text('title').notNull(),
    publishedOn: date('published_on').notNull(),
    pages: integer('pages').notNull(),
    coverId: integer('cover_id')
      .notNull()
      .references(() => media.id),
    pdfId: integer('pdf_id')
      .notNull()
      .references(() => media.id),
  },
  (t) => [index('print_issues_published_idx').on(t.publishedOn.desc(), t.id.desc())],
);
