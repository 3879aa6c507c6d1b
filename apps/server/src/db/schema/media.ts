import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A stored file: an image (re-encoded to WebP variants) or a document (PDF). */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['image', 'document'] }).notNull(),
  /** A random, unguessable key under the storage root (the demo seed names its files by content); never reused, so URLs are immutable. */
  storageKey: text('storage_key').notNull().unique(),
  mime: text('mime').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** Widths of the stored WebP variants, ascending. */
  widths: integer('widths').array().notNull().default([]),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
