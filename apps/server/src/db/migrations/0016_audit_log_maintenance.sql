CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "maintenance_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"message" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_state_single_row" CHECK ("maintenance_state"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "maintenance_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
-- Maintenance mode is announced on the settings channel, so processes on PostgreSQL that follow
-- settings changes (settings-changes.ts) drop their copy of it at once too.
CREATE TRIGGER maintenance_state_changed
  AFTER INSERT OR UPDATE OR DELETE ON maintenance_state
  FOR EACH STATEMENT EXECUTE FUNCTION notify_school_settings_changed();
