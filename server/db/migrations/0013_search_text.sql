-- The folded text the inbox searches, kept in the row and indexed there: matching each word against the expression
-- folded it again for every row and word.
DROP INDEX "demo_requests_fold_search_idx";--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (inbox_fold(full_name || ' ' || company || ' ' || email || ' ' || coalesce(message, ''))) STORED;--> statement-breakpoint
CREATE INDEX "demo_requests_search_text_idx" ON "demo_requests" USING gin ("search_text" gin_trgm_ops);