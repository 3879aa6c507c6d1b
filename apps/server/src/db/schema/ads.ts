import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { banners } from './banners.ts';
import { media } from './media.ts';

/** A placement in the advertisements strip; one ad (ad_id) may have several placements. */
export const stripAds = pgTable(
  'strip_ads',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id').notNull(),
    url: text('url').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => media.id),
    /** The picture described in Russian (the site's first language); `alt_en` in English. */
    alt: text('alt').notNull(),
    altEn: text('alt_en').notNull().default(''),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A member's banner (issue #16) has one placement while approved; the newsroom's own ads have none. */
    bannerId: integer('banner_id')
      .unique()
      .references(() => banners.id, { onDelete: 'cascade' }),
  },
  (t) => [index('strip_ads_active_idx').on(t.active, t.position)],
);
