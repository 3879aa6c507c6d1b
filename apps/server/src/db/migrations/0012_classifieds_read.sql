CREATE TABLE "classified_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"classified_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classified_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"classified_id" integer NOT NULL,
	"reporter_key" text NOT NULL,
	"user_id" integer,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer
);
--> statement-breakpoint
ALTER TABLE "classified_contacts" ADD CONSTRAINT "classified_contacts_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_contacts" ADD CONSTRAINT "classified_contacts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD CONSTRAINT "classified_reports_classified_id_classifieds_id_fk" FOREIGN KEY ("classified_id") REFERENCES "public"."classifieds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD CONSTRAINT "classified_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD CONSTRAINT "classified_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classified_contacts_sender_idx" ON "classified_contacts" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "classified_contacts_ad_idx" ON "classified_contacts" USING btree ("classified_id");--> statement-breakpoint
CREATE UNIQUE INDEX "classified_reports_reader_idx" ON "classified_reports" USING btree ("classified_id","reporter_key");--> statement-breakpoint
CREATE INDEX "classified_reports_open_idx" ON "classified_reports" USING btree ("created_at","id") WHERE resolved_at is null;