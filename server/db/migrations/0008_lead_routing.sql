CREATE TABLE "assignment_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"owner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_rules_kind_check" CHECK ("assignment_rules"."kind" in ('domain', 'solution'))
);
--> statement-breakpoint
CREATE TABLE "inbox_settings" (
	"id" text PRIMARY KEY DEFAULT 'inbox' NOT NULL,
	"round_robin" text[] DEFAULT '{}'::text[] NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"response_target_minutes" integer
);
--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "assignment_rules" ADD CONSTRAINT "assignment_rules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_rules_kind_value_idx" ON "assignment_rules" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "demo_requests_domain_idx" ON "demo_requests" USING btree (lower(split_part("email", '@', 2)));--> statement-breakpoint
CREATE INDEX "demo_requests_company_idx" ON "demo_requests" USING btree (lower("company"));--> statement-breakpoint
CREATE INDEX "demo_requests_waiting_idx" ON "demo_requests" USING btree ("created_at","id") WHERE "demo_requests"."first_contact_at" is null and "demo_requests"."is_spam" = false;--> statement-breakpoint
-- Leads worked before first contacts were recorded: their first status change, else their arrival, so none is overdue.
UPDATE "demo_requests" SET "first_contact_at" = coalesce(
  (SELECT min("created_at") FROM "lead_events" WHERE "lead_events"."demo_request_id" = "demo_requests"."id" AND "kind" = 'status'),
  "created_at")
WHERE "status" <> 'new';
