import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RateTable } from '@gazeta/contract';
import { users } from './accounts.ts';

/**
 * The rate table's versions (decision 048): every change by an admin is a new row, never an
 * update, with who made it, when and why; the current table is the highest version. Version 1 is
 * the contract's default table, written the first time the table is read.
 */
export const rateTables = pgTable('rate_tables', {
  version: integer('version').primaryKey(),
  rates: jsonb('rates').$type<RateTable>().notNull(),
  reason: text('reason'),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
