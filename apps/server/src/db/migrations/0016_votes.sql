CREATE TYPE "public"."vote_value" AS ENUM('like', 'dislike');--> statement-breakpoint
CREATE TABLE "ratings" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ratings_subject_kind_subject_id_user_id_pk" PRIMARY KEY("subject_kind","subject_id","user_id"),
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vote_totals" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"ratings_count" integer DEFAULT 0 NOT NULL,
	"ratings_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vote_totals_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id"),
	CONSTRAINT "vote_totals_check" CHECK ("vote_totals"."likes" >= 0 and "vote_totals"."dislikes" >= 0 and "vote_totals"."ratings_count" >= 0 and "vote_totals"."ratings_sum" between "vote_totals"."ratings_count" and 5 * "vote_totals"."ratings_count")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"subject_kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" "vote_value" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "votes_subject_kind_subject_id_user_id_pk" PRIMARY KEY("subject_kind","subject_id","user_id")
);
--> statement-breakpoint
-- Articles' likes move to members' votes (decision 029): the anonymous readers' likes stay in the counts, owned by nobody.
INSERT INTO "vote_totals" ("subject_kind", "subject_id", "likes") SELECT 'article', "id", "likes" FROM "articles" WHERE "likes" > 0;--> statement-breakpoint
DROP TABLE "article_likes" CASCADE;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "ratings_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "ratings_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id");