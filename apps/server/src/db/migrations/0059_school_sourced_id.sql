ALTER TABLE "schools" ADD COLUMN "sourced_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_sourced_id_unique" ON "schools" USING btree ("sourced_id");