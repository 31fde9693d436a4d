CREATE TABLE "site_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"build" text,
	"commit" text,
	"result" jsonb,
	CONSTRAINT "site_jobs_kind_check" CHECK ("site_jobs"."kind" in ('preview', 'publish'))
);
--> statement-breakpoint
ALTER TABLE "site_publishes" DROP CONSTRAINT "site_publishes_kind_check";--> statement-breakpoint
ALTER TABLE "site_publishes" ADD COLUMN "code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "site_jobs_one_running" ON "site_jobs" USING btree ((true)) WHERE "site_jobs"."finished_at" is null;--> statement-breakpoint
ALTER TABLE "site_publishes" ADD CONSTRAINT "site_publishes_kind_check" CHECK ("site_publishes"."kind" in ('publish', 'rollback', 'scheduled', 'rebuild'));