ALTER TABLE "school_settings" ADD COLUMN "student_retention_years" integer DEFAULT 5;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "erased_at" timestamp with time zone;