-- Issue 41: the header's bell counts a school's new cases since the user last looked at that
-- school, each school apart. An existing installation's views are its one school's.
ALTER TABLE "intervention_views" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "intervention_views" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "intervention_views" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "intervention_views" DROP CONSTRAINT "intervention_views_pkey";--> statement-breakpoint
ALTER TABLE "intervention_views" ADD CONSTRAINT "intervention_views_user_id_school_id_pk" PRIMARY KEY("user_id","school_id");--> statement-breakpoint
ALTER TABLE "intervention_views" ADD CONSTRAINT "intervention_views_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;
