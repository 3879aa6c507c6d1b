CREATE SEQUENCE "public"."article_translation_groups" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "article_drafts" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"body_html" text NOT NULL,
	"byline" text NOT NULL,
	"category_id" integer NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"image_id" integer,
	"image_alt" text DEFAULT '' NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"pending" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"kind" text NOT NULL,
	"by" integer,
	"at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
DROP INDEX "articles_published_idx";--> statement-breakpoint
DROP INDEX "articles_category_published_idx";--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_focal_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_focal_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "edited_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "translation_group" integer;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD CONSTRAINT "article_drafts_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD CONSTRAINT "article_drafts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD CONSTRAINT "article_drafts_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_drafts_title_trgm_idx" ON "article_drafts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_live_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."state" IN ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_category_live_idx" ON "articles" USING btree ("category_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "articles"."state" IN ('published', 'scheduled');--> statement-breakpoint
CREATE INDEX "articles_edited_idx" ON "articles" USING btree ("edited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_state_edited_idx" ON "articles" USING btree ("state","edited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_author_edited_idx" ON "articles" USING btree ("author_id","edited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_edited_idx" ON "articles" USING btree ("category_id","edited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_lang_edited_idx" ON "articles" USING btree ("lang","edited_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_due_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."state" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "articles_group_lang_key" ON "articles" USING btree ("translation_group","lang") WHERE "articles"."translation_group" IS NOT NULL;--> statement-breakpoint
-- Articles from before the newsroom (decision 057) are published; their working copy is their live text.
UPDATE "articles" SET "edited_at" = "updated_at", "created_at" = coalesce("published_at", "updated_at");--> statement-breakpoint
INSERT INTO "article_drafts" ("article_id", "title", "lead", "body_html", "byline", "category_id", "tag_ids", "image_id", "image_alt")
SELECT a."id", a."title", a."lead", a."body_html", a."author", a."category_id",
  coalesce((SELECT array_agg(t."tag_id" ORDER BY t."tag_id") FROM "article_tags" t WHERE t."article_id" = a."id"), '{}'),
  a."image_id", a."image_alt"
FROM "articles" a;
