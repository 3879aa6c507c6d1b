import { date, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { SOCIAL_REQUEST_STATUSES, type PostingNetwork } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';

export const socialRequestStatusEnum = pgEnum('social_request_status', SOCIAL_REQUEST_STATUSES);

/**
 * A member's request to post on the paper's social pages (issue #16): a text with pictures on a
 * day, on the networks chosen, paid before staff post it and give each post's link.
 */
export const socialRequests = pgTable(
  'social_requests',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    publishOn: date('publish_on').notNull(),
    networks: text('networks').array().$type<PostingNetwork[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    status: socialRequestStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /** Each network's published post. */
    links: jsonb('links').$type<Partial<Record<PostingNetwork, string>>>().notNull().default({}),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('social_requests_owner_idx').on(t.ownerId, t.id), index('social_requests_status_idx').on(t.status, t.publishOn)],
);

export const socialRequestImages = pgTable(
  'social_request_images',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => socialRequests.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] })],
);
