CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"format" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"class" text,
	"section" text,
	"status" text DEFAULT 'Processing' NOT NULL,
	"failure_reason" text,
	"file" "bytea",
	"byte_size" integer,
	"created_by" uuid,
	"created_by_name" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('Processing', 'Ready', 'Failed'))
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "chronic_absence_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "chronic_absence_min_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_created_at_idx" ON "reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_processing_idx" ON "reports" USING btree ("created_at") WHERE "reports"."status" = 'Processing';