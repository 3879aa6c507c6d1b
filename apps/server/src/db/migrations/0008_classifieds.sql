CREATE TYPE "public"."classified_section" AS ENUM('real-estate', 'rentals', 'jobs', 'services', 'for-sale', 'autos', 'education', 'personal');--> statement-breakpoint
CREATE TYPE "public"."classified_status" AS ENUM('draft', 'awaiting_payment', 'awaiting_review', 'scheduled', 'running', 'expired', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."classified_type" AS ENUM('offer', 'wanted');--> statement-breakpoint
CREATE TYPE "public"."classified_version" AS ENUM('print', 'online', 'both');--> statement-breakpoint
CREATE TABLE "edition_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"publish_on" date NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"archive_issue_id" integer
);
--> statement-breakpoint
CREATE TABLE "print_editions" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classified_bookings" (
	"classified_id" integer NOT NULL,
	"issue_id" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classified_bookings_classified_id_issue_id_pk" PRIMARY KEY("classified_id","issue_id")
);
--> statement-breakpoint
CREATE TABLE "classified_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"classified_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classifieds" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"section" "classified_section" NOT NULL,
	"type" "classified_type" NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"text_key" text NOT NULL,
	"version" "classified_version" NOT NULL,
	"bold" boolean DEFAULT false NOT NULL,
	"frame" boolean DEFAULT false NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"priority" boolean DEFAULT false NOT NULL,
	"photo" boolean DEFAULT false NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"editions" text[] DEFAULT '{}' NOT NULL,
	"issues_per_edition" integer DEFAULT 0 NOT NULL,
	"publish_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"words" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"status" "classified_status" NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (CASE lang WHEN 'ru' THEN setweight(to_tsvector('russian'::regconfig, title), 'A') || setweight(to_tsvector('russian'::regconfig, body), 'B') WHEN 'lt' THEN setweight(to_tsvector('lithuanian'::regconfig, title), 'A') || setweight(to_tsvector('lithuanian'::regconfig, body), 'B') ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B') END) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edition_issues" ADD CONSTRAINT "edition_issues_edition_print_editions_slug_fk" FOREIGN KEY ("edition") REFERENCES "public"."print_editions"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_issues" ADD CONSTRAINT "edition_issues_archive_issue_id_print_issues_id_fk" FOREIGN KEY ("archive_issue_id") REFERENCES "public"."print_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_bookings" ADD CONSTRAINT "classified_bookings_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_bookings" ADD CONSTRAINT "classified_bookings_issue_id_edition_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."edition_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_images" ADD CONSTRAINT "classified_images_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_images" ADD CONSTRAINT "classified_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classifieds" ADD CONSTRAINT "classifieds_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "edition_issues_edition_day_idx" ON "edition_issues" USING btree ("edition","publish_on");--> statement-breakpoint
CREATE INDEX "edition_issues_open_idx" ON "edition_issues" USING btree ("deadline_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "classified_bookings_issue_idx" ON "classified_bookings" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "classified_images_ad_idx" ON "classified_images" USING btree ("classified_id","position");--> statement-breakpoint
CREATE INDEX "classifieds_listed_idx" ON "classifieds" USING btree ("priority" DESC NULLS LAST,"hot" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'running' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "classifieds_section_listed_idx" ON "classifieds" USING btree ("section","priority" DESC NULLS LAST,"hot" DESC NULLS LAST,"published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'running' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "classifieds_owner_idx" ON "classifieds" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "classifieds_review_idx" ON "classifieds" USING btree ("updated_at","id") WHERE status = 'awaiting_review' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "classifieds_search_idx" ON "classifieds" USING gin ("search");--> statement-breakpoint
CREATE INDEX "classifieds_title_trgm_idx" ON "classifieds" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "classifieds_text_key_idx" ON "classifieds" USING btree ("text_key") WHERE deleted_at is null and status not in ('expired', 'rejected');