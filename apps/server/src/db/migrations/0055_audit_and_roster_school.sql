-- The audit log names the school a change was made at (issue 41); the district's own changes (its
-- staff, schools, security, tokens, the system) name none. Until now every change of a student,
-- record, case, gate device or the school's settings was the one school's.
ALTER TABLE "audit_log" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "audit_log" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1)
 WHERE "entity_type" IN ('student', 'attendance', 'case', 'gate_device', 'settings');--> statement-breakpoint
CREATE INDEX "audit_log_school_idx" ON "audit_log" USING btree ("school_id","created_at");--> statement-breakpoint
-- A held roster import is for one school: until now, the one school.
ALTER TABLE "roster_pending_imports" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "roster_pending_imports" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "roster_pending_imports" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_pending_imports" ADD CONSTRAINT "roster_pending_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "roster_pending_imports_received_at_idx";--> statement-breakpoint
CREATE INDEX "roster_pending_imports_received_at_idx" ON "roster_pending_imports" USING btree ("school_id","received_at");
