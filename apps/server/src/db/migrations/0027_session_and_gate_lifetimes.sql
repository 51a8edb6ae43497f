ALTER TABLE "school_settings" ADD COLUMN "max_session_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "gate_idle_days" integer DEFAULT 30 NOT NULL;