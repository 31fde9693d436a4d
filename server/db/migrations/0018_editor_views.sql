CREATE TABLE "editor_views" (
	"session_id" text PRIMARY KEY NOT NULL,
	"commit" text NOT NULL,
	"refused" jsonb
);
--> statement-breakpoint
ALTER TABLE "editor_views" ADD CONSTRAINT "editor_views_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;