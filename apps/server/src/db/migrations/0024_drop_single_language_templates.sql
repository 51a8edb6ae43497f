ALTER TABLE "school_settings" DROP COLUMN "email_subject_template";--> statement-breakpoint
ALTER TABLE "school_settings" DROP COLUMN "email_body_template";--> statement-breakpoint
ALTER TABLE "school_settings" DROP COLUMN "sms_template";