DROP INDEX "attendance_scan_time_idx";--> statement-breakpoint
CREATE INDEX "attendance_scan_time_idx" ON "attendance" USING btree ("scan_time","id");