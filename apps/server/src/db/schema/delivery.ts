import { doublePrecision, index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** A place where the printed weekly can be picked up. */
export const deliveryPoints = pgTable(
  'delivery_points',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    kind: text('kind').notNull(),
  },
  (t) => [index('delivery_points_city_idx').on(t.city, t.name)],
);
