CREATE TABLE "site_publishes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"build" text NOT NULL,
	"commit" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"entries" jsonb NOT NULL,
	"restores" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_publishes_kind_check" CHECK ("site_publishes"."kind" in ('publish', 'rollback', 'scheduled'))
);
