CREATE TABLE "rate_tables" (
	"version" integer PRIMARY KEY NOT NULL,
	"rates" jsonb NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "rate_version" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rate_version" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hot_deal_rate_version" integer;--> statement-breakpoint
ALTER TABLE "rate_tables" ADD CONSTRAINT "rate_tables_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rate_version_rate_tables_version_fk" FOREIGN KEY ("rate_version") REFERENCES "public"."rate_tables"("version") ON DELETE no action ON UPDATE no action;