-- A gate device checks in its school's students (issue 41): until now, the installation's one.
ALTER TABLE "gate_devices" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "gate_devices" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "gate_devices" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;
