-- A Student ID (and a SIS sourcedId) is unique within its school, not the district (issue 41).
ALTER TABLE "students" DROP CONSTRAINT "students_student_id_unique";--> statement-breakpoint
DROP INDEX "students_school_idx";--> statement-breakpoint
DROP INDEX "students_sourced_id_key";--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_student_id_unique" ON "students" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_sourced_id_key" ON "students" USING btree ("school_id","sourced_id") WHERE "students"."sourced_id" is not null;