import { sql } from 'drizzle-orm';
import { boolean, customType, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { BUSINESS_STATUSES, GEO_SOURCES, type WeeklySchedule } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const businessStatusEnum = pgEnum('business_status', BUSINESS_STATUSES);

/** What the catalogue lists: approved, switched on by its owner, not deleted (the partial index says the same). */
const listed = sql`status = 'approved' and active and deleted_at is null`;

/**
 * Both languages' stemming of the name (weight A) and of the rest a reader may search by (B):
 * the information, the categories' and tags' names in both languages, the city (`search_text`,
 * written by the service). Listings are often bilingual, so every listing is read both ways.
 */
const searchVector = sql.raw(
  `setweight(to_tsvector('russian'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, name), 'A') || ` +
    `setweight(to_tsvector('russian'::regconfig, search_text), 'B') || setweight(to_tsvector('english'::regconfig, search_text), 'B')`,
);

/**
 * A business listing of the directory (spec §3 Business). Its hot deal is a paid extra: what it
 * costs is the contract's quote of its dates, `hot_deal_paid_cents` what paid orders brought for
 * the deal numbered `hot_deal_number` (a new deal after one ended starts from nothing).
 */
export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** The name folded for the catalogue's order (lower case, letters and digits). */
    sortName: text('sort_name').notNull(),
    information: text('information').notNull(),
    categories: text('categories').array().notNull(),
    tags: text('tags').array().notNull().default([]),
    languages: text('languages').array().notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    website: text('website'),
    social: text('social').array().notNull().default([]),
    contacts: text('contacts').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** How the position was found: the owner's pin, the geocoder, or the ZIP code's centre (decision 029). */
    locationSource: text('location_source', { enum: GEO_SOURCES }),
    /** The weekly hours (the contract's WeeklySchedule); `business_hours` keeps them as spans for "open now". */
    schedule: jsonb('schedule').$type<WeeklySchedule>().notNull(),
    logoId: integer('logo_id').references(() => media.id),
    status: businessStatusEnum('status').notNull(),
    /** Switched off by its owner, an approved listing leaves the catalogue (spec §4: active or inactive). */
    active: boolean('active').notNull().default(true),
    rejectionReason: text('rejection_reason'),
    hotDealText: text('hot_deal_text'),
    hotDealStartsAt: timestamp('hot_deal_starts_at', { withTimezone: true }),
    hotDealEndsAt: timestamp('hot_deal_ends_at', { withTimezone: true }),
    /** Counts the deals: a new one after the last ended is paid from nothing. Orders name it ("12-3"). */
    hotDealNumber: integer('hot_deal_number').notNull().default(0),
    hotDealPriceCents: integer('hot_deal_price_cents').notNull().default(0),
    hotDealPaidCents: integer('hot_deal_paid_cents').notNull().default(0),
    /** The rate table the deal's price was quoted at (decision 048): a paid deal's change is priced at it too. Null before versions (version 1). */
    hotDealRateVersion: integer('hot_deal_rate_version'),
    /** The order waiting for payment of the deal (the orders module's id), while something is due. */
    hotDealOrderId: integer('hot_deal_order_id'),
    /** Members' ratings (decision 029): copies of `vote_totals`, moved in the rating's transaction by the votes module, for the cards' mean. */
    ratingsCount: integer('ratings_count').notNull().default(0),
    ratingsSum: integer('ratings_sum').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').notNull().generatedAlwaysAs(searchVector),
    /** When it was first approved. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The catalogue in its order (by name), keyset-paged.
    index('businesses_listed_idx').on(t.sortName, t.id).where(listed),
    index('businesses_categories_idx').using('gin', t.categories).where(listed),
    index('businesses_tags_idx').using('gin', t.tags).where(listed),
    index('businesses_languages_idx').using('gin', t.languages).where(listed),
    index('businesses_search_idx').using('gin', t.search),
    // Deals that are paid: "has a hot deal" reads these few.
    index('businesses_hot_deal_idx').on(t.hotDealEndsAt).where(sql`hot_deal_paid_cents > 0 and hot_deal_paid_cents >= hot_deal_price_cents`),
    index('businesses_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('businesses_review_idx').on(t.updatedAt, t.id).where(sql`status = 'awaiting_review' and deleted_at is null`),
  ],
);

/** Up to four pictures of a business, in order (its logo is `businesses.logo_id`). */
export const businessImages = pgTable(
  'business_images',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [index('business_images_business_idx').on(t.businessId, t.position)],
);

/**
 * The weekly schedule of each business as the spans of the week it is open, in minutes from
 * Monday 00:00 on Chicago's wall clock (the contract's `weekSpans`): what the "open now" filter
 * reads. A span may end past the week's end (Sunday night into Monday).
 */
export const businessHours = pgTable(
  'business_hours',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    starts: smallint('starts').notNull(),
    ends: smallint('ends').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.starts] }), index('business_hours_span_idx').on(t.starts, t.ends)],
);
