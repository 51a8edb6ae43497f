ALTER TABLE "school_settings" ADD COLUMN "academic_year" jsonb;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "email_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "sms_notifications" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "sender_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "email_subject_template" text DEFAULT '{studentName} was not checked in at {schoolName} on {date}' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "email_body_template" text DEFAULT 'Dear {guardianName},

{studentName} has not checked in at {schoolName} today, {date}.
If you know the reason, no action is needed. Otherwise, please contact the school.

{schoolName}' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "sms_template" text DEFAULT '{schoolName}: {studentName} has not checked in today ({date}). If this is unexpected, please call the school.' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "require_admin_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "session_length_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "retention_years" integer;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "auto_backup" boolean;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "backups_kept" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "default_trend_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "logo_media_id" uuid;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;