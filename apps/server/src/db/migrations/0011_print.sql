ALTER TABLE "print_editions" ADD COLUMN "issue_weekday" smallint DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_editions" ADD COLUMN "deadline_days_before" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "print_editions" ADD COLUMN "deadline_time" time DEFAULT '17:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_editions" ADD CONSTRAINT "print_editions_weekday_check" CHECK ("print_editions"."issue_weekday" between 1 and 7);--> statement-breakpoint
ALTER TABLE "print_editions" ADD CONSTRAINT "print_editions_deadline_days_check" CHECK ("print_editions"."deadline_days_before" between 0 and 27);