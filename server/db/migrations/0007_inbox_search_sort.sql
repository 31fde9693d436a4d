-- The inbox's search ignores accents and reads the message too: inbox_fold lowers and unaccents (unaccent is STABLE,
-- so an index needs this IMMUTABLE wrapper naming its dictionary), and a trigram index covers the folded text.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "demo_requests_search_idx";--> statement-breakpoint
DROP INDEX "demo_requests_owner_idx";--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
CREATE INDEX "demo_requests_status_rank_idx" ON "demo_requests" USING btree ((case "status" when 'new' then 3 when 'contacted' then 2 when 'qualified' then 1 else 0 end),"created_at","id");--> statement-breakpoint
CREATE INDEX "demo_requests_fold_search_idx" ON "demo_requests" USING gin (inbox_fold("full_name" || ' ' || "company" || ' ' || "email" || ' ' || coalesce("message", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_owner_list_idx" ON "demo_requests" USING btree ("owner_id","created_at","id");--> statement-breakpoint
UPDATE "demo_requests" SET "spam_reason" = 'Flagged by the form''s automatic checks.' WHERE "is_spam" AND "spam_reason" IS NULL;
