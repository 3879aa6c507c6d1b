import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BANNER_STATUSES } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';

export const bannerStatusEnum = pgEnum('banner_status', BANNER_STATUSES);

/**
 * A member's banner (issue #16): a 150 × 600 picture in the advertisements strip from
 * `starts_on` to `ends_on` (Chicago days), paid before review. Approved, it has a placement in
 * `strip_ads` for its run; its views and clicks are counted per day in `banner_stats`.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => media.id),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    weeks: integer('weeks').notNull(),
    priceCents: integer('price_cents').notNull(),
    /** What its payments brought in, less refunds. */
    paidCents: integer('paid_cents').notNull().default(0),
    status: bannerStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /** The order waiting for this version's payment, while there is one. */
    orderId: integer('order_id'),
    /** Numbers each version sent to payment: a changed banner is a new order line (`{id}-{n}`). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_owner_idx').on(t.ownerId, t.id), index('banners_review_idx').on(t.id).where(sql`status = 'awaiting_review'`)],
);

/** Views and clicks of a banner per Chicago day: counts only, nothing about who. */
export const bannerStats = pgTable(
  'banner_stats',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.day] })],
);
