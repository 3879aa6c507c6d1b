CREATE TYPE "public"."event_category" AS ENUM('concerts', 'theatre', 'festivals', 'exhibitions', 'kids', 'classes', 'sports', 'community', 'faith', 'business', 'food', 'other');--> statement-breakpoint
CREATE TYPE "public"."event_status" AS ENUM('awaiting_review', 'published', 'rejected');--> statement-breakpoint
CREATE TABLE "event_days" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "event_days_event_id_day_pk" PRIMARY KEY("event_id","day")
);
--> statement-breakpoint
CREATE TABLE "event_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"business_id" integer,
	"organizer" text DEFAULT '' NOT NULL,
	"category" "event_category" NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text GENERATED ALWAYS AS (lower(city)) STORED NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"location_source" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"schedule" jsonb NOT NULL,
	"days_off" date[] DEFAULT '{}' NOT NULL,
	"days_count" integer NOT NULL,
	"next_on" date,
	"status" "event_status" NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (CASE lang WHEN 'ru' THEN setweight(to_tsvector('russian'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, city), 'B') || setweight(to_tsvector('russian'::regconfig, description), 'C') WHEN 'lt' THEN setweight(to_tsvector('lithuanian'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, city), 'B') || setweight(to_tsvector('lithuanian'::regconfig, description), 'C') ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, city), 'B') || setweight(to_tsvector('english'::regconfig, description), 'C') END) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_days" ADD CONSTRAINT "event_days_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_images" ADD CONSTRAINT "event_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_days_day_idx" ON "event_days" USING btree ("day","event_id");--> statement-breakpoint
CREATE INDEX "event_images_event_idx" ON "event_images" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "events_upcoming_idx" ON "events" USING btree ("next_on","id") WHERE status = 'published' and deleted_at is null and next_on is not null;--> statement-breakpoint
CREATE INDEX "events_category_upcoming_idx" ON "events" USING btree ("category","next_on","id") WHERE status = 'published' and deleted_at is null and next_on is not null;--> statement-breakpoint
CREATE INDEX "events_city_upcoming_idx" ON "events" USING btree ("city_key","next_on","id") WHERE status = 'published' and deleted_at is null and next_on is not null;--> statement-breakpoint
CREATE INDEX "events_past_idx" ON "events" USING btree ("end_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'published' and deleted_at is null and next_on is null;--> statement-breakpoint
CREATE INDEX "events_next_on_idx" ON "events" USING btree ("next_on") WHERE next_on is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "events_owner_idx" ON "events" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_review_idx" ON "events" USING btree ("updated_at","id") WHERE status = 'awaiting_review' and deleted_at is null;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);