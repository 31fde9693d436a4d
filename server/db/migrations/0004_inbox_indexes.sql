DROP INDEX "demo_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "demo_requests_status_idx";--> statement-breakpoint
CREATE INDEX "demo_requests_list_idx" ON "demo_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "demo_requests_status_list_idx" ON "demo_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "demo_requests_search_idx" ON "demo_requests" USING gin (("full_name" || ' ' || "company" || ' ' || "email") gin_trgm_ops);