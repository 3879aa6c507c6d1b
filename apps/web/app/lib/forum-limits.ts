import type { FeedView, ModerationKind, NotificationType } from '@gazeta/contract';

/**
 * The feed's constants, for code that runs in the browser. The contract defines them in
 * api/forum.ts beside its zod schemas, and importing a value from that module brings zod and
 * every schema along (about 26 KB gzip on each feed page). These copies are checked against the
 * contract's by forum-limits.test.ts; types still come from the contract.
 */
export const FEED_VIEWS = ['popularity', 'created_at', 'my'] as const satisfies readonly FeedView[];
export const NOTIFICATION_TYPES = ['comment_approved', 'comment_rejected', 'ForumComment', 'post_approved', 'post_rejected'] as const satisfies readonly NotificationType[];
export const MODERATION_KINDS = ['posts', 'comments'] as const satisfies readonly ModerationKind[];
export const POST_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const COMMENT_MAX = 2_000;
export const REJECTION_REASON_MAX = 500;
