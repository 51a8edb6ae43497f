CREATE TABLE "letter_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"class" text,
	"section" text,
	"student_ids" uuid[] NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"file" "bytea",
	"byte_size" integer,
	"created_by" uuid,
	"created_by_name" text,
	"status" text DEFAULT 'Processing' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letter_batches_status_check" CHECK ("letter_batches"."status" in ('Processing', 'Ready', 'Failed'))
);
--> statement-breakpoint
DROP INDEX "notifications_once_per_day_unique";--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "nudge_schedule" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "nudge_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "outreach_templates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "nudge_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "letter_batches" ADD CONSTRAINT "letter_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letter_batches_created_at_idx" ON "letter_batches" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_nudge_once_per_day_unique" ON "notifications" USING btree ("student_id","school_date","channel","recipient") WHERE "notifications"."kind" = 'nudge';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_per_day_unique" ON "notifications" USING btree ("student_id","school_date","channel","recipient") WHERE "notifications"."kind" not in ('test', 'nudge');