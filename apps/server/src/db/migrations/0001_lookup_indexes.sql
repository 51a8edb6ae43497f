DROP INDEX "attendance_school_date_idx";--> statement-breakpoint
CREATE INDEX "students_student_id_lower_idx" ON "students" USING btree (lower("student_id"));--> statement-breakpoint
CREATE INDEX "students_qr_code_data_idx" ON "students" USING btree ("qr_code_data") WHERE "students"."qr_code_data" is not null;--> statement-breakpoint
CREATE INDEX "attendance_school_date_idx" ON "attendance" USING btree ("school_date","scan_time");