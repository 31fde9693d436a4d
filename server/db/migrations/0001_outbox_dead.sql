DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("dead_at") WHERE "outbox"."dead_at" is not null;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."dead_at" is null;