-- Why the form's checks doubt a lead that still went to sales, and the start token it came with (a token used twice is
-- doubted): docs/decisions/022-judging-automation.md.
ALTER TABLE "demo_requests" ADD COLUMN "doubt" text;--> statement-breakpoint
ALTER TABLE "demo_requests" ADD COLUMN "form_token" text;--> statement-breakpoint
CREATE INDEX "demo_requests_form_token_idx" ON "demo_requests" USING btree ("form_token");