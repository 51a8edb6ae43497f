-- Every student is at a school (issue 41): until now, the installation's one school. No default:
-- a write that does not name its school fails rather than landing in the wrong one.
ALTER TABLE "students" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "students" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "students" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_school_idx" ON "students" USING btree ("school_id");
