-- Issue #12: a new e-mail waits in pending_email until its link is followed; failed password
-- sign-ins are counted per account for the backoff (the sign-in limit keyed on the account).
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;