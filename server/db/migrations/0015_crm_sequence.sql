-- Keeping a CRM in step (docs/inbox.md): each lead counts the events queued about it, and every event carries that
-- count as its `sequence`; a `lead.erased` event outlives its lead; "Send again" replaces an undelivered event.
ALTER TABLE "outbox" ALTER COLUMN "demo_request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "crm_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_webhook_waiting_idx" ON "outbox" USING btree ("demo_request_id","id") WHERE "outbox"."kind" = 'webhook' and "outbox"."sent_at" is null and "outbox"."replaced_at" is null;
--> statement-breakpoint
-- The events queued before sequences were: the next one continues after them.
UPDATE "demo_requests" SET "crm_sequence" = (SELECT count(*) FROM "outbox" WHERE "outbox"."demo_request_id" = "demo_requests"."id" AND "outbox"."kind" = 'webhook');
