CREATE TABLE "offsite_backup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"location" text,
	"file_name" text,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"error" text,
	"admins_told_at" timestamp with time zone,
	CONSTRAINT "offsite_backup_state_single_row" CHECK ("offsite_backup_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "offsite_backup" jsonb;