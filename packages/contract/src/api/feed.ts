import { z } from 'zod';
import { MAX_IMAGES, PAGE_MAX, SLUG_PATTERN, TITLE_MAX } from '../limits.ts';
import { COMMENT_MAX, FEED_VIEWS, MODERATION_KINDS, MODERATION_STATUSES, NOTIFICATION_ICONS, POST_CONTENT_MAX, REJECTION_REASON_MAX } from '../feed-limits.ts';
import { imageSchema, multilineText, paginated, singleLineText } from './common.ts';
import { tagSchema } from './tags.ts';

/**
 * The community feed (spec §2 /feed, §3 Notification / forum post payload / Comment, §4, §5, §7).
 * Feed "categories" are the shared tags: a post carries exactly one, and the sidebar filters by
 * its `tag_name` (`?category=`).
 */

/** Error codes of the feed (spec §5, §8) and the texts the API sends with them. */
export const FEED_MESSAGES = {
  'error-empty-fields': 'Please fill in the title and the content.',
  'error-title-too-long': 'The title may be at most 150 characters.',
  'error-tag-required': 'Please choose one tag.',
  'notification-max-images': 'You can attach at most 4 images.',
  'error-image-invalid': 'This file is not a JPEG, PNG, WebP or GIF image.',
  'error-image-too-large': 'An image may be at most 8 MB.',
  'error-image-too-many-pixels': 'An image may be at most 32 megapixels.',
  'error-comment-empty': 'Please write a comment.',
  'error-comment-too-long': 'A comment may be at most 2000 characters.',
  'error-reply-invalid': 'The comment you reply to is not in this thread.',
  'error-rejection-reason-required': 'Please give a reason for the rejection.',
  'error-not-owner': 'You can change only your own posts and comments.',
  'error-moderator-only': 'Only moderators can do this.',
  'error-own-item': 'Another moderator decides on your own posts and comments.',
  'error-post-not-commentable': 'Comments open once the post is approved.',
  'error-writing-too-fast': 'You are writing too fast. Please wait a few minutes.',
  'notification-create-success': 'Your post has been sent for moderation.',
  'notification-draft-saved': 'The draft has been saved.',
  'notification-comment-success': 'Your comment has been sent for moderation.',
} as const;
export type FeedMessageCode = keyof typeof FEED_MESSAGES;

export const feedAuthorSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('first name and last initial; "Deleted account" when erased'),
  })
  .meta({ id: 'FeedAuthor' });

export const feedImageSchema = imageSchema.extend({ id: z.number().int() }).meta({ id: 'FeedImage' });

export const feedPostSummarySchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string().describe('plain text, at most ~240 characters'),
    tag: tagSchema,
    author: feedAuthorSchema,
    images: z.array(feedImageSchema),
    likes: z.number().int(),
    liked: z.boolean().describe('by the caller; false when signed out'),
    comments_count: z.number().int().describe('approved comments'),
    status: z.enum(MODERATION_STATUSES),
    rejection_reason: z.string().nullable().describe('only for the author and moderators'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'FeedPostSummary' });

export const feedPostSchema = feedPostSummarySchema
  .extend({
    content: z.string().describe('sanitized HTML'),
    can_edit: z.boolean().describe('the caller wrote it'),
  })
  .meta({ id: 'FeedPost' });

export const feedCommentSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    reply_to: z.number().int().nullable().describe('the comment this one answers'),
    author: feedAuthorSchema,
    text: z.string().describe('plain text; line breaks kept'),
    likes: z.number().int(),
    liked: z.boolean(),
    status: z.enum(MODERATION_STATUSES),
    rejection_reason: z.string().nullable(),
    can_edit: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'ForumComment' });

export const feedQuerySchema = z.object({
  view: z.enum(FEED_VIEWS).default('popularity'),
  category: singleLineText().regex(SLUG_PATTERN).optional().describe('tag_name'),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

export const feedResponseSchema = paginated(feedPostSummarySchema);
/** Comments of one post, oldest first: top-level comments paged, each followed by its replies. */
export const commentsResponseSchema = paginated(feedCommentSchema);

const titleField = singleLineText({ error: 'error-empty-fields' })
  .trim()
  .min(1, { error: 'error-empty-fields' })
  .max(TITLE_MAX, { error: 'error-title-too-long' });

/** A multipart flag: "1"/"0" as the spec's client sends it, or true/false. */
const flagField = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean(), z.literal(1), z.literal(0)])
  .transform((v) => v === '1' || v === 'true' || v === true || v === 1);

/**
 * POST /api/forum/posts (and POST /api/forum/posts/{id} to edit) after the multipart form is read:
 * `tags[0]` → `tags`, `images[n]` files counted separately (≤ MAX_IMAGES, notification-max-images).
 * `content` is HTML; it must hold some text or an image (error-empty-fields) — checked after sanitizing.
 * `keep_images` (edit only) lists the ids of images the post keeps.
 */
export const feedPostInputSchema = z.object({
  title: titleField,
  content: multilineText({ error: 'error-empty-fields' }).min(1, { error: 'error-empty-fields' }).max(POST_CONTENT_MAX * 2),
  is_draft: flagField.default(false),
  tags: z
    .array(z.coerce.number().int().min(1), { error: 'error-tag-required' })
    .length(1, { error: 'error-tag-required' }),
  keep_images: z.array(z.coerce.number().int().min(1)).max(MAX_IMAGES, { error: 'notification-max-images' }).default([]),
});
export type FeedPostInput = z.infer<typeof feedPostInputSchema>;

export const commentInputSchema = z.object({
  text: multilineText({ error: 'error-comment-empty' })
    .trim()
    .min(1, { error: 'error-comment-empty' })
    .max(COMMENT_MAX, { error: 'error-comment-too-long' }),
  reply_to: z.coerce.number().int().min(1).nullable().optional(),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

export const likeResponseSchema = z.object({ liked: z.boolean(), likes: z.number().int() });


export const moderationQuerySchema = z.object({
  kind: z.enum(MODERATION_KINDS).default('posts'),
  page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
});

export const moderationDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('approve') }),
    z.object({
      decision: z.literal('reject'),
      reason: multilineText({ error: 'error-rejection-reason-required' })
        .trim()
        .min(1, { error: 'error-rejection-reason-required' })
        .max(REJECTION_REASON_MAX),
    }),
  ])
  .meta({ id: 'ModerationDecision' });
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** A queued comment with the post it belongs to, for the moderator's preview. */
export const moderationCommentSchema = feedCommentSchema
  .extend({ post_title: z.string() })
  .meta({ id: 'ModerationComment' });

export const moderationCountsSchema = z.object({
  posts: z.number().int(),
  comments: z.number().int(),
  classifieds: z.number().int(),
  businesses: z.number().int(),
  events: z.number().int(),
  banners: z.number().int(),
  /** Paid social-posting requests waiting to be posted (their queue: GET /api/forum/moderation/social). */
  social: z.number().int(),
  /** Paid display ads waiting for review (their queue: GET /api/forum/moderation/advertising). */
  advertising: z.number().int(),
});

/** How many wait in each queue of the moderation page. */
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
export const moderationPostsResponseSchema = paginated(feedPostSchema).extend({ counts: moderationCountsSchema });
export const moderationCommentsResponseSchema = paginated(moderationCommentSchema).extend({ counts: moderationCountsSchema });

export const notificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string().describe('comment_approved, comment_rejected, ForumComment, post_approved, post_rejected, classified_approved, classified_rejected, order_paid, order_refunded; others shown as generic'),
    icon: z.enum(NOTIFICATION_ICONS),
    read_at: z.string().nullable(),
    created_at: z.string(),
    data: z.object({
      content_preview: z.string().nullable(),
      post_id: z.number().int().nullable(),
      post_title: z.string().nullable(),
      rejection_reason: z.string().nullable(),
      order_id: z.number().int().nullable().describe('order_paid, order_refunded: the order (its receipt is /profile/orders/{id})'),
      amount_cents: z.number().int().nullable().describe('order_paid, order_refunded: the money paid or given back'),
    }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/forum/notifications: the list in `data.data` (spec §7), with the unread count beside it. */
export const notificationsResponseSchema = z.object({
  data: paginated(notificationSchema),
  unread: z.number().int(),
});
export const notificationReadResponseSchema = z.object({ id: z.number().int(), read_at: z.string() });
export const notificationsReadAllResponseSchema = z.object({ read_at: z.string(), updated: z.number().int() });

export type FeedAuthor = z.infer<typeof feedAuthorSchema>;
export type FeedImage = z.infer<typeof feedImageSchema>;
export type FeedPostSummary = z.infer<typeof feedPostSummarySchema>;
export type FeedPost = z.infer<typeof feedPostSchema>;
export type FeedComment = z.infer<typeof feedCommentSchema>;
export type ModerationComment = z.infer<typeof moderationCommentSchema>;
export type FeedResponse = z.infer<typeof feedResponseSchema>;
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * The API of the feed. Reads are public (signed-out callers see approved items only); writes need a
 * session and a verified phone (notification-please-verify-phone); moderation needs the moderator,
 * editor or admin role.
 *
 * GET    /api/forum/posts?view&category&page             feedResponseSchema (view=my needs a session; drafts included)
 * GET    /api/forum/posts/{id}                           feedPostSchema (404 unless approved, or the caller's own, or a moderator)
 * POST   /api/forum/posts                                multipart (spec §7) → 201 feedPostSchema (status pending, or draft)
 * POST   /api/forum/posts/{id}                           multipart, same fields + keep_images[n] → feedPostSchema (back to pending)
 * DELETE /api/forum/posts/{id}                           204 (own post only)
 * POST   /api/forum/posts/{id}/like                      likeResponseSchema (toggle)
 * GET    /api/forum/posts/{id}/comments?page             commentsResponseSchema
 * POST   /api/forum/posts/{id}/comments                  JSON commentInputSchema → 201 feedCommentSchema (pending)
 * PATCH  /api/forum/comments/{id}                        JSON {text} → feedCommentSchema (back to pending)
 * DELETE /api/forum/comments/{id}                        204 (own comment only)
 * POST   /api/forum/comments/{id}/like                   likeResponseSchema (toggle)
 * GET    /api/forum/moderation?kind=posts|comments&page  moderationPostsResponseSchema | moderationCommentsResponseSchema
 * POST   /api/forum/moderation/posts/{id}                moderationDecisionSchema → feedPostSchema
 * POST   /api/forum/moderation/comments/{id}             moderationDecisionSchema → feedCommentSchema
 * GET    /api/forum/notifications?page                   notificationsResponseSchema
 * POST   /api/forum/notifications/{id}/read              notificationReadResponseSchema
 * POST   /api/forum/notifications/read-all               notificationsReadAllResponseSchema
 */
export const FORUM_API = '/api/forum' as const;
