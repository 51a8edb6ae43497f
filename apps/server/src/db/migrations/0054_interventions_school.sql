-- Attendance cases, the daily evaluation's claim and letter batches are a school's (issue 41):
-- a case its student's, the rest the installation's one school's until now.
ALTER TABLE "intervention_cases" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "intervention_cases" SET "school_id" = "students"."school_id" FROM "students" WHERE "students"."id" = "intervention_cases"."student_id";--> statement-breakpoint
ALTER TABLE "intervention_cases" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "intervention_cases" ADD CONSTRAINT "intervention_cases_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "intervention_cases_status_idx";--> statement-breakpoint
DROP INDEX "intervention_cases_created_at_idx";--> statement-breakpoint
CREATE INDEX "intervention_cases_status_idx" ON "intervention_cases" USING btree ("school_id","status","opened_on");--> statement-breakpoint
CREATE INDEX "intervention_cases_created_at_idx" ON "intervention_cases" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "intervention_runs" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "intervention_runs" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "intervention_runs" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "intervention_runs" ADD CONSTRAINT "intervention_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_runs" DROP CONSTRAINT "intervention_runs_pkey";--> statement-breakpoint
ALTER TABLE "intervention_runs" ADD CONSTRAINT "intervention_runs_school_id_school_date_pk" PRIMARY KEY("school_id","school_date");--> statement-breakpoint
ALTER TABLE "letter_batches" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "letter_batches" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "letter_batches" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "letter_batches" ADD CONSTRAINT "letter_batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "letter_batches_created_at_idx";--> statement-breakpoint
CREATE INDEX "letter_batches_created_at_idx" ON "letter_batches" USING btree ("school_id","created_at");
