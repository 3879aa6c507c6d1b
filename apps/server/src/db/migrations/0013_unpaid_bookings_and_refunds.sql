ALTER TABLE "classified_bookings" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "classifieds" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "reason_key" text;--> statement-breakpoint
CREATE INDEX "classified_bookings_held_idx" ON "classified_bookings" USING btree ("issue_id") WHERE held;--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("provider_payment_id");--> statement-breakpoint
-- Ads waiting for their first payment booked their issues before paying: those bookings are held (decision 025).
UPDATE "classified_bookings" b SET "held" = true FROM "classifieds" c WHERE c."id" = b."classified_id" AND c."status" IN ('draft', 'awaiting_payment') AND c."paid_cents" < c."price_cents";
