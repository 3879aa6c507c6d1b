import { sql } from 'drizzle-orm';
import { customType, date, doublePrecision, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { EVENT_CATEGORIES, EVENT_STATUSES, GEO_SOURCES, type WeeklySchedule } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const eventStatusEnum = pgEnum('event_status', EVENT_STATUSES);
export const eventCategoryEnum = pgEnum('event_category', EVENT_CATEGORIES);

const weighted = (cfg: string) =>
  `setweight(to_tsvector('${cfg}'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, city), 'B') || setweight(to_tsvector('${cfg}'::regconfig, description), 'C')`;
const searchVector = sql.raw(`CASE lang WHEN 'ru' THEN ${weighted('russian')} WHEN 'lt' THEN ${weighted('lithuanian')} ELSE ${weighted('english')} END`);

/** What the catalogue lists: published, not deleted, with a day still to come. */
const upcoming = sql`status = 'published' and deleted_at is null and next_on is not null`;

/**
 * A community event (issue #15). It takes place from `start_date` to `end_date` on the
 * weekdays its `schedule` gives hours to, less its `days_off` (the contract's `eventDays`);
 * those days are kept in `event_days`, and `next_on` is the first of them from today on (null
 * once it is over), kept current by every write and by the daily refresh.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /**
     * The business directory's listing that organises it. No foreign key: the directory is
     * another module's table (issue #15, built beside this one); a link is checked there.
     */
    businessId: integer('business_id'),
    organizer: text('organizer').notNull().default(''),
    category: eventCategoryEnum('category').notNull(),
    /** The language of its text (search stems by it). */
    lang: text('lang', { enum: ['ru', 'en', 'lt'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The city as the filter compares it. */
    cityKey: text('city_key').notNull().generatedAlwaysAs(sql`lower(city)`),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** How the position was found: the owner's pin, the geocoder, or the ZIP code's centre (decision 029). */
    locationSource: text('location_source', { enum: GEO_SOURCES }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    schedule: jsonb('schedule').$type<WeeklySchedule>().notNull(),
    daysOff: date('days_off').array().notNull().default([]),
    daysCount: integer('days_count').notNull(),
    nextOn: date('next_on'),
    status: eventStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').notNull().generatedAlwaysAs(searchVector),
  },
  (t) => [
    // The catalogue: by the next day, then id (keyset-ordered); whole, by category, by city.
    index('events_upcoming_idx').on(t.nextOn, t.id).where(upcoming),
    index('events_category_upcoming_idx').on(t.category, t.nextOn, t.id).where(upcoming),
    index('events_city_upcoming_idx').on(t.cityKey, t.nextOn, t.id).where(upcoming),
    // Past events, newest first.
    index('events_past_idx')
      .on(t.endDate.desc(), t.id.desc())
      .where(sql`status = 'published' and deleted_at is null and next_on is null`),
    // The daily refresh finds the events whose next day has gone by.
    index('events_next_on_idx').on(t.nextOn).where(sql`next_on is not null and deleted_at is null`),
    index('events_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('events_review_idx').on(t.updatedAt, t.id).where(sql`status = 'awaiting_review' and deleted_at is null`),
    index('events_search_idx').using('gin', t.search),
    index('events_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Every day an event takes place (its `eventDays`): what the choices by date and the month view read. */
export const eventDays = pgTable(
  'event_days',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day] }), index('event_days_day_idx').on(t.day, t.eventId)],
);

/** Up to four pictures of an event, in order. */
export const eventImages = pgTable(
  'event_images',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [index('event_images_event_idx').on(t.eventId, t.position)],
);
