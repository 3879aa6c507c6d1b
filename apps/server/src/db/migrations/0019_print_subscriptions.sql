CREATE TYPE "public"."print_subscription_status" AS ENUM('awaiting_payment', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "print_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"months" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"status" "print_subscription_status" NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"order_id" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_subscriptions" ADD CONSTRAINT "print_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_subscriptions_user_idx" ON "print_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "print_subscriptions_delivery_idx" ON "print_subscriptions" USING btree ("status","starts_on","ends_on");