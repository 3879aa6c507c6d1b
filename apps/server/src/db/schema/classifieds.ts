import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CLASSIFIED_REPORT_REASONS, CLASSIFIED_SECTIONS, CLASSIFIED_STATUSES, CLASSIFIED_TYPES, CLASSIFIED_VERSIONS } from '@gazeta/contract';
import { users } from './accounts.ts';
import { media } from './media.ts';
import { editionIssues } from './print.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const classifiedStatusEnum = pgEnum('classified_status', CLASSIFIED_STATUSES);
export const classifiedSectionEnum = pgEnum('classified_section', CLASSIFIED_SECTIONS);
export const classifiedTypeEnum = pgEnum('classified_type', CLASSIFIED_TYPES);
export const classifiedVersionEnum = pgEnum('classified_version', CLASSIFIED_VERSIONS);

const weighted = (cfg: string) =>
  `setweight(to_tsvector('${cfg}'::regconfig, title), 'A') || setweight(to_tsvector('${cfg}'::regconfig, body), 'B')`;
const searchVector = sql.raw(
  `CASE lang WHEN 'ru' THEN ${weighted('russian')} WHEN 'lt' THEN ${weighted('lithuanian')} ELSE ${weighted('english')} END`,
);

/** What the catalogue lists: running and not deleted (the partial indexes say the same). */
const listed = sql`status = 'running' and deleted_at is null`;

/**
 * A private classified ad. Its price and word count are the contract's quote of its text and
 * choices at the time it was last saved; `paid_cents` is what its paid orders brought, so an
 * edit asks only for the difference.
 */
export const classifieds = pgTable(
  'classifieds',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    section: classifiedSectionEnum('section').notNull(),
    type: classifiedTypeEnum('type').notNull(),
    /** The language the ad is written in (search stems by it). */
    lang: text('lang', { enum: ['ru', 'en', 'lt'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The text folded for the duplicate check ("An classified with this text already exists!"). */
    textKey: text('text_key').notNull(),
    version: classifiedVersionEnum('version').notNull(),
    bold: boolean('bold').notNull().default(false),
    frame: boolean('frame').notNull().default(false),
    hot: boolean('hot').notNull().default(false),
    priority: boolean('priority').notNull().default(false),
    photo: boolean('photo').notNull().default(false),
    /** The owner's verified phone is shown on the ad only when they chose so. */
    showPhone: boolean('show_phone').notNull().default(false),
    /** Editions (slugs) and issues per edition; empty and 0 for a web-only ad. */
    editions: text('editions').array().notNull().default([]),
    issuesPerEdition: integer('issues_per_edition').notNull().default(0),
    publishOn: date('publish_on').notNull(),
    validUntil: date('valid_until').notNull(),
    words: integer('words').notNull(),
    priceCents: integer('price_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    /** The rate table the price was quoted at (decision 048): a paid ad's change is priced at it too. Null before versions (version 1). */
    rateVersion: integer('rate_version'),
    /** What was given back of `paid_cents` (refunds of any kind); what the ad still holds is the difference (decision 025). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The order waiting for payment (the orders module's id), while something is due. */
    orderId: integer('order_id'),
    /** The `valid_until` the owner was last reminded of (the lifecycle job reminds once per run end). */
    remindedFor: date('reminded_for'),
    status: classifiedStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /** When it first went into the catalogue: "newest first" orders by it. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    search: tsvector('search').notNull().generatedAlwaysAs(searchVector),
  },
  (t) => [
    // The catalogue, whole and per section: priority, then hot, then newest; keyset-ordered.
    index('classifieds_listed_idx').on(t.priority.desc(), t.hot.desc(), t.publishedAt.desc(), t.id.desc()).where(listed),
    index('classifieds_section_listed_idx')
      .on(t.section, t.priority.desc(), t.hot.desc(), t.publishedAt.desc(), t.id.desc())
      .where(listed),
    index('classifieds_owner_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('classifieds_review_idx').on(t.updatedAt, t.id).where(sql`status = 'awaiting_review' and deleted_at is null`),
    index('classifieds_search_idx').using('gin', t.search),
    index('classifieds_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // One live ad per text: a deleted, expired or rejected one frees its text.
    uniqueIndex('classifieds_text_key_idx')
      .on(t.textKey)
      .where(sql`deleted_at is null and status not in ('expired', 'rejected')`),
  ],
);

/** Up to four pictures of an ad, in order. */
export const classifiedImages = pgTable(
  'classified_images',
  {
    id: serial('id').primaryKey(),
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [index('classified_images_ad_idx').on(t.classifiedId, t.position)],
);

/** The issues an ad is booked into, per edition. */
export const classifiedBookings = pgTable(
  'classified_bookings',
  {
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    issueId: integer('issue_id')
      .notNull()
      .references(() => editionIssues.id),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Booked while the ad owes money for it (decision 025): it holds its place until the issue's
     * booking deadline and is then let go unless the ad was paid; it is never printed.
     */
    held: boolean('held').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.classifiedId, t.issueId] }),
    index('classified_bookings_issue_idx').on(t.issueId),
    index('classified_bookings_held_idx').on(t.issueId).where(sql`held`),
  ],
);

/**
 * Readers' reports of an ad, for staff: one per reader (a signed-in reader's `u:<id>`, an
 * anonymous browser's reader key `b:<rid>`). Open until staff resolve them.
 */
export const classifiedReports = pgTable(
  'classified_reports',
  {
    id: serial('id').primaryKey(),
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    reporterKey: text('reporter_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: CLASSIFIED_REPORT_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('classified_reports_reader_idx').on(t.classifiedId, t.reporterKey),
    index('classified_reports_open_idx').on(t.createdAt, t.id).where(sql`resolved_at is null`),
  ],
);

/**
 * Messages relayed from a signed-in reader to an ad's owner: who wrote, about which ad, and how
 * it went (e-mail, SMS, or nowhere when the owner has neither). The text itself is not kept.
 * The rows are also what the per-sender limit counts.
 */
export const classifiedContacts = pgTable(
  'classified_contacts',
  {
    id: serial('id').primaryKey(),
    classifiedId: integer('classified_id')
      .notNull()
      .references(() => classifieds.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms', 'none'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classified_contacts_sender_idx').on(t.senderId, t.createdAt), index('classified_contacts_ad_idx').on(t.classifiedId)],
);
