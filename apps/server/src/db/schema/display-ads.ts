import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { DISPLAY_AD_REQUEST_TYPES, DISPLAY_AD_STATUSES, type AdTerm } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';
import { editionIssues } from './print.ts';

export const displayAdStatusEnum = pgEnum('display_ad_status', DISPLAY_AD_STATUSES);

/**
 * A member's display ad in the printed paper (issue #16): a size in units of a page, a term of
 * weekly issues in the editions chosen from a first day, priced by the rate card; paid, checked
 * by staff, booked issue by issue as the schedule grows (decision 035).
 */
export const displayAds = pgTable(
  'display_ads',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    requestType: text('request_type', { enum: DISPLAY_AD_REQUEST_TYPES }).notNull(),
    item: text('item').notNull(),
    message: text('message').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    logoId: integer('logo_id').references(() => media.id),
    units: integer('units').notNull(),
    term: text('term').$type<AdTerm>().notNull(),
    /** Weekly issues in each edition. */
    issues: integer('issues').notNull(),
    editions: text('editions').array().notNull(),
    publishOn: date('publish_on').notNull(),
    priceCents: integer('price_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    status: displayAdStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('display_ads_owner_idx').on(t.ownerId, t.id),
    index('display_ads_status_idx').on(t.status, t.publishOn),
    check('display_ads_units_check', sql`${t.units} in (1, 2, 4, 8, 16, 32)`),
    check('display_ads_issues_check', sql`${t.issues} between 1 and 48`),
  ],
);

export const displayAdImages = pgTable(
  'display_ad_images',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => displayAds.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.adId, t.position] })],
);

/** The issues a paid display ad runs in; its tear sheet is sent once the archive holds the issue. */
export const displayAdBookings = pgTable(
  'display_ad_bookings',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => displayAds.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => editionIssues.id),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    tearSheetAt: timestamp('tear_sheet_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.adId, t.issueId] }), index('display_ad_bookings_issue_idx').on(t.issueId)],
);
