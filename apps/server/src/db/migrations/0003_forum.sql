CREATE TYPE "public"."moderation_status" AS ENUM('draft', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "forum_comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"reply_to" integer,
	"root_id" integer,
	"text" text NOT NULL,
	"status" "moderation_status" NOT NULL,
	"rejection_reason" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forum_post_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forum_post_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_post_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "forum_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"excerpt" text NOT NULL,
	"status" "moderation_status" NOT NULL,
	"rejection_reason" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"popularity" double precision GENERATED ALWAYS AS (log(1 + "likes" + 2 * "comments_count") + extract(epoch from ("created_at" - timestamptz '2020-01-01 00:00:00+00')) / 259200) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_comment_likes" ADD CONSTRAINT "forum_comment_likes_comment_id_forum_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."forum_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comment_likes" ADD CONSTRAINT "forum_comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_reply_to_forum_comments_id_fk" FOREIGN KEY ("reply_to") REFERENCES "public"."forum_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_comments" ADD CONSTRAINT "forum_comments_root_id_forum_comments_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."forum_comments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_images" ADD CONSTRAINT "forum_post_images_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_images" ADD CONSTRAINT "forum_post_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_post_likes" ADD CONSTRAINT "forum_post_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_comment_likes_user_idx" ON "forum_comment_likes" USING btree ("user_id","comment_id");--> statement-breakpoint
CREATE INDEX "forum_comments_top_idx" ON "forum_comments" USING btree ("post_id","created_at","id") WHERE root_id is null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_comments_thread_idx" ON "forum_comments" USING btree ("root_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_comments_approved_idx" ON "forum_comments" USING btree ("post_id") WHERE status = 'approved' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_comments_author_idx" ON "forum_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_comments_queue_idx" ON "forum_comments" USING btree ("updated_at","id") WHERE status = 'pending' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_post_images_post_idx" ON "forum_post_images" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "forum_post_likes_user_idx" ON "forum_post_likes" USING btree ("user_id","post_id");--> statement-breakpoint
CREATE INDEX "forum_posts_popular_idx" ON "forum_posts" USING btree ("popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_newest_idx" ON "forum_posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_tag_popular_idx" ON "forum_posts" USING btree ("tag_id","popularity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_tag_newest_idx" ON "forum_posts" USING btree ("tag_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'approved' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "forum_posts_author_idx" ON "forum_posts" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forum_posts_queue_idx" ON "forum_posts" USING btree ("updated_at","id") WHERE status = 'pending' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at is null;