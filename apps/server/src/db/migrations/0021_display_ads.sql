CREATE TYPE "public"."display_ad_status" AS ENUM('awaiting_payment', 'awaiting_review', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "display_ad_bookings" (
	"ad_id" integer NOT NULL,
	"issue_id" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tear_sheet_at" timestamp with time zone,
	CONSTRAINT "display_ad_bookings_ad_id_issue_id_pk" PRIMARY KEY("ad_id","issue_id")
);
--> statement-breakpoint
CREATE TABLE "display_ad_images" (
	"ad_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "display_ad_images_ad_id_position_pk" PRIMARY KEY("ad_id","position")
);
--> statement-breakpoint
CREATE TABLE "display_ads" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"item" text NOT NULL,
	"message" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"logo_id" integer,
	"units" integer NOT NULL,
	"term" text NOT NULL,
	"issues" integer NOT NULL,
	"editions" text[] NOT NULL,
	"publish_on" date NOT NULL,
	"price_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"status" "display_ad_status" NOT NULL,
	"rejection_reason" text,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "display_ads_units_check" CHECK ("display_ads"."units" in (1, 2, 4, 8, 16, 32)),
	CONSTRAINT "display_ads_issues_check" CHECK ("display_ads"."issues" between 1 and 48)
);
--> statement-breakpoint
ALTER TABLE "display_ad_bookings" ADD CONSTRAINT "display_ad_bookings_ad_id_display_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."display_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_ad_bookings" ADD CONSTRAINT "display_ad_bookings_issue_id_edition_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."edition_issues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_ad_images" ADD CONSTRAINT "display_ad_images_ad_id_display_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."display_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_ad_images" ADD CONSTRAINT "display_ad_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_ads" ADD CONSTRAINT "display_ads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "display_ads" ADD CONSTRAINT "display_ads_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "display_ad_bookings_issue_idx" ON "display_ad_bookings" USING btree ("issue_id");--> statement-breakpoint
CREATE INDEX "display_ads_owner_idx" ON "display_ads" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "display_ads_status_idx" ON "display_ads" USING btree ("status","publish_on");