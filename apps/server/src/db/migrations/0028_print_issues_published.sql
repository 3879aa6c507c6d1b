CREATE TABLE "issue_articles" (
	"issue_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_articles_issue_id_article_id_pk" PRIMARY KEY("issue_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "print_issues" ADD COLUMN "lang" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_issues" ADD COLUMN "text_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_issues" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (CASE lang WHEN 'ru' THEN to_tsvector('russian'::regconfig, title || ' ' || text_content) WHEN 'lt' THEN to_tsvector('lithuanian'::regconfig, title || ' ' || text_content) ELSE to_tsvector('english'::regconfig, title || ' ' || text_content) END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "edition_issues" ADD COLUMN "cancel_kind" text;--> statement-breakpoint
ALTER TABLE "edition_issues" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "issue_articles" ADD CONSTRAINT "issue_articles_issue_id_print_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."print_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_articles" ADD CONSTRAINT "issue_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issue_articles_article_idx" ON "issue_articles" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "print_issues_search_idx" ON "print_issues" USING gin ("search");