import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { MODERATION_STATUSES } from '@gazeta/contract';
import { POPULARITY_SQL } from './feed-popularity.ts';
import { users } from './accounts.ts';
import { media } from './media.ts';
import { tags } from './taxonomy.ts';

export const moderationStatusEnum = pgEnum('moderation_status', MODERATION_STATUSES);

/** What readers may see: approved and not deleted (the partial indexes below say the same). */
const published = sql`status = 'approved' and deleted_at is null`;

/**
 * Community feed posts. A deleted post keeps its row (deleted_at) so that it still counts against
 * its author's rate limit and notifications about it still point somewhere.
 */
export const feedPosts = pgTable(
  'feed_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    /** Exactly one tag: the feed's "category". */
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
    title: text('title').notNull(),
    /** Sanitized on write (and again on every read). */
    contentHtml: text('content_html').notNull(),
    /** Plain text of the start of the content, for lists and notifications. */
    excerpt: text('excerpt').notNull(),
    status: moderationStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    likes: integer('likes').notNull().default(0),
    /** Approved, not deleted comments. */
    commentsCount: integer('comments_count').notNull().default(0),
    /** When the post was submitted (a draft's is set again when it is first sent). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The author's last change: the moderation queue is ordered by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    popularity: doublePrecision('popularity')
      .notNull()
      .generatedAlwaysAs(sql.raw(POPULARITY_SQL)),
  },
  (t) => [
    // The feed's two public orders, overall and per tag: keyset-ordered and partial.
    index('feed_posts_popular_idx').on(t.popularity.desc(), t.id.desc()).where(published),
    index('feed_posts_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(published),
    index('feed_posts_tag_popular_idx').on(t.tagId, t.popularity.desc(), t.id.desc()).where(published),
    index('feed_posts_tag_newest_idx').on(t.tagId, t.createdAt.desc(), t.id.desc()).where(published),
    // "My posts" and the per-author rate limit (deleted posts count too).
    index('feed_posts_author_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('feed_posts_queue_idx').on(t.updatedAt, t.id).where(sql`status = 'pending' and deleted_at is null`),
  ],
);

/** Up to four images of a post, in order; `id` is what an edit's keep_images names. */
export const feedPostImages = pgTable(
  'feed_post_images',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id),
    position: integer('position').notNull(),
  },
  (t) => [index('feed_post_images_post_idx').on(t.postId, t.position)],
);

/**
 * One row per edit of a post by its author: edits are rate-limited like new posts (each may
 * bring images to decode), counted from these rows per author in the window.
 */
export const feedPostEdits = pgTable(
  'feed_post_edits',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('feed_post_edits_author_idx').on(t.authorId, t.createdAt)],
);

/**
 * Comments: plain text. `reply_to` is the comment answered; `root_id` the top-level comment of
 * the thread (null for a top-level one), so a page of threads is two indexed reads.
 */
export const feedComments = pgTable(
  'feed_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    replyTo: integer('reply_to').references((): AnyPgColumn => feedComments.id),
    rootId: integer('root_id').references((): AnyPgColumn => feedComments.id),
    text: text('text').notNull(),
    status: moderationStatusEnum('status').notNull(),
    rejectionReason: text('rejection_reason'),
    likes: integer('likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('feed_comments_top_idx').on(t.postId, t.createdAt, t.id).where(sql`root_id is null and deleted_at is null`),
    index('feed_comments_thread_idx').on(t.rootId, t.createdAt, t.id).where(sql`deleted_at is null`),
    index('feed_comments_approved_idx').on(t.postId).where(published),
    index('feed_comments_author_idx').on(t.authorId, t.createdAt),
    index('feed_comments_queue_idx').on(t.updatedAt, t.id).where(sql`status = 'pending' and deleted_at is null`),
  ],
);

/** One like per user per post; `feed_posts.likes` moves with these rows. */
export const feedPostLikes = pgTable(
  'feed_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => feedPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('feed_post_likes_user_idx').on(t.userId, t.postId)],
);

export const feedCommentLikes = pgTable(
  'feed_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => feedComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('feed_comment_likes_user_idx').on(t.userId, t.commentId)],
);

/** What a notification shows (spec §3 Notification.data). */
export interface NotificationData {
  content_preview: string | null;
  post_id: number | null;
  post_title: string | null;
  rejection_reason: string | null;
  /** order_paid, order_refunded: the order and the money it moved. */
  order_id?: number | null;
  amount_cents?: number | null;
}

/** Notifications of a user (spec §3); unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
  ],
);
