-- from 0026_newsroom_articles.sql
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

--> statement-breakpoint
-- from 0027_review_queue.sql
CREATE TABLE "banned_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sanctions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"until" timestamp with time zone,
	"reason" text,
	"by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reject_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ru" text NOT NULL,
	"text_en" text NOT NULL,
	"text_ru" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_snapshots" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_snapshots_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "banned_words" ADD CONSTRAINT "banned_words_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sanctions" ADD CONSTRAINT "member_sanctions_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banned_words_word_key" ON "banned_words" USING btree ("word");
--> statement-breakpoint
-- from 0028_print_issues_published.sql
CREATE TABLE "issue_articles" (
	"issue_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_articles_issue_id_article_id_pk" PRIMARY KEY("issue_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "print_issues" ADD COLUMN "lang" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_issues" ADD COLUMN "text_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_issues" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (CASE lang WHEN 'ru' THEN to_tsvector('russian'::regconfig, title || ' ' || text_content) WHEN 'lt' THEN to_tsvector('lithuanian'::regconfig, title || ' ' || text_content) ELSE to_tsvector('english'::regconfig, title || ' ' || text_content) END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "edition_issues" ADD COLUMN "cancel_kind" text;--> statement-breakpoint
ALTER TABLE "edition_issues" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "issue_articles" ADD CONSTRAINT "issue_articles_issue_id_print_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."print_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_articles" ADD CONSTRAINT "issue_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_articles_article_idx" ON "issue_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "print_issues_search_idx" ON "print_issues" USING gin ("search");
--> statement-breakpoint
-- from 0029_newsroom_desk.sql
CREATE TABLE "category_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strip_ads" ADD COLUMN "alt_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "category_slug_redirects" ADD CONSTRAINT "category_slug_redirects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_slug_redirects_category_idx" ON "category_slug_redirects" USING btree ("category_id");--> statement-breakpoint
-- The ads of the strip had one description; it stands for both languages until the newsroom writes an English one.
UPDATE "strip_ads" SET "alt_en" = "alt" WHERE "alt_en" = '';
