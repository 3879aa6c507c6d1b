import { MAX_IMAGES } from './limits.ts';

/**
 * The feed's constants (spec §3, §5, §9), apart from its zod schemas (api/feed.ts) so that
 * browser code can import them without bringing zod and every schema along (decision 008).
 */

export const FEED_VIEWS = ['popularity', 'created_at', 'my'] as const;
export type FeedView = (typeof FEED_VIEWS)[number];
export const FEED_PER_PAGE = 20;
export const COMMENTS_PER_PAGE = 50;
export const NOTIFICATIONS_PER_PAGE = 20;
export const MODERATION_PER_PAGE = 20;
/** Stored HTML of one post, after sanitizing. */
export const POST_CONTENT_MAX = 50_000;
export const COMMENT_MAX = 2_000;
export const REJECTION_REASON_MAX = 500;
/** Largest accepted upload per image, before re-encoding. */
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Most pixels (width × height) of an image the server decodes; read from the header before any work. */
export const POST_IMAGE_MAX_PIXELS = 32_000_000;
/** The text fields of a post form, multipart framing included. */
export const POST_FORM_TEXT_MAX_BYTES = 1024 * 1024;
/** A whole post form: its text and the most images at their largest. */
export const POST_FORM_MAX_BYTES = MAX_IMAGES * POST_IMAGE_MAX_BYTES + POST_FORM_TEXT_MAX_BYTES;
/** Formats accepted by content sniffing (spec §5). */
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Per user, in the window: new posts (drafts included) and new comments. */
export const POSTS_PER_WINDOW = 5;
export const COMMENTS_PER_WINDOW = 20;
export const WRITE_WINDOW_S = 10 * 60;
/** Per user, in the same window: edits of posts (each may bring images to re-encode). */
export const POST_EDITS_PER_WINDOW = 20;

/** Rich-text presets of the editor (spec §9); the server allowlist is the union of what they make. */
export const EDITOR_PRESETS = ['essential', 'minimal', 'full'] as const;
export type EditorPreset = (typeof EDITOR_PRESETS)[number];

export const MODERATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Notification types named by spec §3; any other type shows as a generic new notification. */
export const NOTIFICATION_TYPES = ['comment_approved', 'comment_rejected', 'ForumComment', 'post_approved', 'post_rejected', 'classified_approved', 'classified_rejected', 'order_paid', 'order_refunded', 'business_approved', 'business_rejected', 'event_approved', 'event_rejected', 'banner_approved', 'banner_rejected', 'social_published', 'social_rejected', 'display_ad_approved', 'display_ad_rejected', 'tear_sheet', 'print_issue_moved'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_ICONS = ['approved', 'rejected', 'comment', 'bell'] as const;
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

const ICON_OF_TYPE: Record<NotificationType, NotificationIcon> = {
  comment_approved: 'approved',
  post_approved: 'approved',
  comment_rejected: 'rejected',
  post_rejected: 'rejected',
  ForumComment: 'comment',
  classified_approved: 'approved',
  classified_rejected: 'rejected',
  order_paid: 'approved',
  order_refunded: 'bell',
  business_approved: 'approved',
  business_rejected: 'rejected',
  event_approved: 'approved',
  event_rejected: 'rejected',
  banner_approved: 'approved',
  banner_rejected: 'rejected',
  social_published: 'approved',
  social_rejected: 'rejected',
  display_ad_approved: 'approved',
  display_ad_rejected: 'rejected',
  tear_sheet: 'bell',
  print_issue_moved: 'bell',
};

export const isNotificationType = (type: string): type is NotificationType => Object.hasOwn(ICON_OF_TYPE, type);

/** The picture beside a notification: by its type, a bell for any type not named by spec §3. */
export const notificationIcon = (type: string): NotificationIcon => (isNotificationType(type) ? ICON_OF_TYPE[type] : 'bell');

/** The queues of the moderation page: the feed's posts and comments, private ads, business listings and events awaiting review. */
export const MODERATION_KINDS = ['posts', 'comments', 'classifieds', 'businesses', 'events', 'banners'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];
