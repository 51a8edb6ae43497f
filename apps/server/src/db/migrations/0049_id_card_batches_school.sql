-- A class's batch of ID cards is its school's (issue 41): until now, the installation's one. A card
-- is its student's school's, through the student.
ALTER TABLE "id_card_batches" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "id_card_batches" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "id_card_batches" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "id_card_batches" ADD CONSTRAINT "id_card_batches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;
