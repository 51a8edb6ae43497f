-- Guardian messages and the absence checks are a school's (issue 41): until now, the
-- installation's one school's.
ALTER TABLE "notifications" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "notifications" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "notifications_date_idx";--> statement-breakpoint
CREATE INDEX "notifications_school_date_idx" ON "notifications" USING btree ("school_id","school_date");--> statement-breakpoint
-- Each school's scheduled check claims its own day.
ALTER TABLE "absentee_runs" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "absentee_runs" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "absentee_runs" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "absentee_runs" ADD CONSTRAINT "absentee_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absentee_runs" DROP CONSTRAINT "absentee_runs_school_date_trigger_pk";--> statement-breakpoint
ALTER TABLE "absentee_runs" ADD CONSTRAINT "absentee_runs_school_id_school_date_trigger_pk" PRIMARY KEY("school_id","school_date","trigger");
