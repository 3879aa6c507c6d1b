ALTER TABLE "classifieds" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "reminded_for" date;