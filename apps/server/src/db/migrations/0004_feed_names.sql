-- The feed is "feed" everywhere (issue #12): its tables, keys, indexes and sequences follow.
--> statement-breakpoint
ALTER TABLE "forum_comment_likes" RENAME TO "feed_comment_likes";
--> statement-breakpoint
ALTER TABLE "forum_comments" RENAME TO "feed_comments";
--> statement-breakpoint
ALTER TABLE "forum_post_images" RENAME TO "feed_post_images";
--> statement-breakpoint
ALTER TABLE "forum_post_likes" RENAME TO "feed_post_likes";
--> statement-breakpoint
ALTER TABLE "forum_posts" RENAME TO "feed_posts";
--> statement-breakpoint
ALTER SEQUENCE "forum_comments_id_seq" RENAME TO "feed_comments_id_seq";
--> statement-breakpoint
ALTER TABLE "feed_comments" RENAME CONSTRAINT "forum_comments_pkey" TO "feed_comments_pkey";
--> statement-breakpoint
ALTER SEQUENCE "forum_post_images_id_seq" RENAME TO "feed_post_images_id_seq";
--> statement-breakpoint
ALTER TABLE "feed_post_images" RENAME CONSTRAINT "forum_post_images_pkey" TO "feed_post_images_pkey";
--> statement-breakpoint
ALTER SEQUENCE "forum_posts_id_seq" RENAME TO "feed_posts_id_seq";
--> statement-breakpoint
ALTER TABLE "feed_posts" RENAME CONSTRAINT "forum_posts_pkey" TO "feed_posts_pkey";
--> statement-breakpoint
ALTER TABLE "feed_comment_likes" RENAME CONSTRAINT "forum_comment_likes_comment_id_forum_comments_id_fk" TO "feed_comment_likes_comment_id_feed_comments_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_comment_likes" RENAME CONSTRAINT "forum_comment_likes_user_id_users_id_fk" TO "feed_comment_likes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_comments" RENAME CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" TO "feed_comments_post_id_feed_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_comments" RENAME CONSTRAINT "forum_comments_author_id_users_id_fk" TO "feed_comments_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_comments" RENAME CONSTRAINT "forum_comments_reply_to_forum_comments_id_fk" TO "feed_comments_reply_to_feed_comments_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_comments" RENAME CONSTRAINT "forum_comments_root_id_forum_comments_id_fk" TO "feed_comments_root_id_feed_comments_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_post_images" RENAME CONSTRAINT "forum_post_images_post_id_forum_posts_id_fk" TO "feed_post_images_post_id_feed_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_post_images" RENAME CONSTRAINT "forum_post_images_media_id_media_id_fk" TO "feed_post_images_media_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_post_likes" RENAME CONSTRAINT "forum_post_likes_post_id_forum_posts_id_fk" TO "feed_post_likes_post_id_feed_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_post_likes" RENAME CONSTRAINT "forum_post_likes_user_id_users_id_fk" TO "feed_post_likes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_posts" RENAME CONSTRAINT "forum_posts_author_id_users_id_fk" TO "feed_posts_author_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_posts" RENAME CONSTRAINT "forum_posts_tag_id_tags_id_fk" TO "feed_posts_tag_id_tags_id_fk";
--> statement-breakpoint
ALTER TABLE "feed_comment_likes" RENAME CONSTRAINT "forum_comment_likes_comment_id_user_id_pk" TO "feed_comment_likes_comment_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "feed_post_likes" RENAME CONSTRAINT "forum_post_likes_post_id_user_id_pk" TO "feed_post_likes_post_id_user_id_pk";
--> statement-breakpoint
ALTER INDEX "forum_comment_likes_user_idx" RENAME TO "feed_comment_likes_user_idx";
--> statement-breakpoint
ALTER INDEX "forum_comments_top_idx" RENAME TO "feed_comments_top_idx";
--> statement-breakpoint
ALTER INDEX "forum_comments_thread_idx" RENAME TO "feed_comments_thread_idx";
--> statement-breakpoint
ALTER INDEX "forum_comments_approved_idx" RENAME TO "feed_comments_approved_idx";
--> statement-breakpoint
ALTER INDEX "forum_comments_author_idx" RENAME TO "feed_comments_author_idx";
--> statement-breakpoint
ALTER INDEX "forum_comments_queue_idx" RENAME TO "feed_comments_queue_idx";
--> statement-breakpoint
ALTER INDEX "forum_post_images_post_idx" RENAME TO "feed_post_images_post_idx";
--> statement-breakpoint
ALTER INDEX "forum_post_likes_user_idx" RENAME TO "feed_post_likes_user_idx";
--> statement-breakpoint
ALTER INDEX "forum_posts_popular_idx" RENAME TO "feed_posts_popular_idx";
--> statement-breakpoint
ALTER INDEX "forum_posts_newest_idx" RENAME TO "feed_posts_newest_idx";
--> statement-breakpoint
ALTER INDEX "forum_posts_tag_popular_idx" RENAME TO "feed_posts_tag_popular_idx";
--> statement-breakpoint
ALTER INDEX "forum_posts_tag_newest_idx" RENAME TO "feed_posts_tag_newest_idx";
--> statement-breakpoint
ALTER INDEX "forum_posts_author_idx" RENAME TO "feed_posts_author_idx";
--> statement-breakpoint
ALTER INDEX "forum_posts_queue_idx" RENAME TO "feed_posts_queue_idx";
