import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** One row per browser per day (America/Chicago); kept for a few days to de-duplicate. */
export const siteVisits = pgTable(
  'site_visits',
  {
    readerKey: text('reader_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.readerKey, t.day] })],
);

/** Distinct visitors per day, the totals the footer counters sum. */
export const siteVisitDays = pgTable('site_visit_days', {
  day: date('day').primaryKey(),
  visitors: integer('visitors').notNull().default(0),
});
