-- Every report file covers one school (issue 41): until now, the installation's one school.
ALTER TABLE "reports" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "reports" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "reports" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "reports_created_at_idx";--> statement-breakpoint
CREATE INDEX "reports_school_created_at_idx" ON "reports" USING btree ("school_id","created_at");
