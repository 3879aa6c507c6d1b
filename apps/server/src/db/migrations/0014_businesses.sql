CREATE TYPE "public"."business_status" AS ENUM('awaiting_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "business_hours" (
	"business_id" integer NOT NULL,
	"starts" smallint NOT NULL,
	"ends" smallint NOT NULL,
	CONSTRAINT "business_hours_business_id_starts_pk" PRIMARY KEY("business_id","starts")
);
--> statement-breakpoint
CREATE TABLE "business_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_name" text NOT NULL,
	"information" text NOT NULL,
	"categories" text[] NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"website" text,
	"social" text[] DEFAULT '{}' NOT NULL,
	"contacts" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"location_source" text,
	"schedule" jsonb NOT NULL,
	"logo_id" integer,
	"status" "business_status" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"rejection_reason" text,
	"hot_deal_text" text,
	"hot_deal_starts_at" timestamp with time zone,
	"hot_deal_ends_at" timestamp with time zone,
	"hot_deal_number" integer DEFAULT 0 NOT NULL,
	"hot_deal_price_cents" integer DEFAULT 0 NOT NULL,
	"hot_deal_paid_cents" integer DEFAULT 0 NOT NULL,
	"hot_deal_order_id" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('russian'::regconfig, search_text), 'B') || setweight(to_tsvector('english'::regconfig, search_text), 'B')) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_images" ADD CONSTRAINT "business_images_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_images" ADD CONSTRAINT "business_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_hours_span_idx" ON "business_hours" USING btree ("starts","ends");--> statement-breakpoint
CREATE INDEX "business_images_business_idx" ON "business_images" USING btree ("business_id","position");--> statement-breakpoint
CREATE INDEX "businesses_listed_idx" ON "businesses" USING btree ("sort_name","id") WHERE status = 'approved' and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "businesses_categories_idx" ON "businesses" USING gin ("categories") WHERE status = 'approved' and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "businesses_tags_idx" ON "businesses" USING gin ("tags") WHERE status = 'approved' and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "businesses_languages_idx" ON "businesses" USING gin ("languages") WHERE status = 'approved' and active and deleted_at is null;--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "businesses_hot_deal_idx" ON "businesses" USING btree ("hot_deal_ends_at") WHERE hot_deal_paid_cents > 0 and hot_deal_paid_cents >= hot_deal_price_cents;--> statement-breakpoint
CREATE INDEX "businesses_owner_idx" ON "businesses" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_review_idx" ON "businesses" USING btree ("updated_at","id") WHERE status = 'awaiting_review' and deleted_at is null;