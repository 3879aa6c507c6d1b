CREATE TABLE "search_spellings" (
	"key" text NOT NULL,
	"word" text NOT NULL,
	"latin" boolean NOT NULL,
	CONSTRAINT "search_spellings_key_word_pk" PRIMARY KEY("key","word")
);
--> statement-breakpoint
CREATE TABLE "search_spellings_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
