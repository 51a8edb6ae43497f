ALTER TABLE "id_card_batches" ADD COLUMN "leased_by" text;--> statement-breakpoint
ALTER TABLE "letter_batches" ADD COLUMN "leased_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "leased_by" text;