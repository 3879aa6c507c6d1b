CREATE TYPE "public"."banner_status" AS ENUM('awaiting_payment', 'awaiting_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "banner_stats" (
	"banner_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "banner_stats_banner_id_day_pk" PRIMARY KEY("banner_id","day")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"image_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"weeks" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"status" "banner_status" NOT NULL,
	"rejection_reason" text,
	"order_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strip_ads" ADD COLUMN "banner_id" integer;--> statement-breakpoint
ALTER TABLE "banner_stats" ADD CONSTRAINT "banner_stats_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_owner_idx" ON "banners" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "banners_review_idx" ON "banners" USING btree ("id") WHERE status = 'awaiting_review';--> statement-breakpoint
ALTER TABLE "strip_ads" ADD CONSTRAINT "strip_ads_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "strip_ads" ADD CONSTRAINT "strip_ads_banner_id_unique" UNIQUE("banner_id");