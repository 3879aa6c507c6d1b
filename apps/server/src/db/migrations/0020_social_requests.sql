CREATE TYPE "public"."social_request_status" AS ENUM('awaiting_payment', 'awaiting_publication', 'published', 'rejected');--> statement-breakpoint
CREATE TABLE "social_request_images" (
	"request_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "social_request_images_request_id_position_pk" PRIMARY KEY("request_id","position")
);
--> statement-breakpoint
CREATE TABLE "social_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"text" text NOT NULL,
	"publish_on" date NOT NULL,
	"networks" text[] NOT NULL,
	"price_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"status" "social_request_status" NOT NULL,
	"rejection_reason" text,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_request_images" ADD CONSTRAINT "social_request_images_request_id_social_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."social_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_request_images" ADD CONSTRAINT "social_request_images_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_requests" ADD CONSTRAINT "social_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_requests_owner_idx" ON "social_requests" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "social_requests_status_idx" ON "social_requests" USING btree ("status","publish_on");