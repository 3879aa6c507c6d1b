-- Post edits are rate-limited like new posts (issue #12, decision 013): one row per edit, counted per author.
--> statement-breakpoint
CREATE TABLE "feed_post_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_post_edits" ADD CONSTRAINT "feed_post_edits_post_id_feed_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."feed_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_post_edits" ADD CONSTRAINT "feed_post_edits_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_post_edits_author_idx" ON "feed_post_edits" USING btree ("author_id","created_at");