CREATE TABLE "roster_pending_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file" "bytea",
	"file_parts_id" uuid,
	"query" jsonb NOT NULL,
	"token_id" uuid,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	"limit" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "roster_hold_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_pending_imports" ADD CONSTRAINT "roster_pending_imports_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_pending_imports_received_at_idx" ON "roster_pending_imports" USING btree ("received_at");--> statement-breakpoint
-- A held import's zip is kept in file parts when large, which go with its row like a report's.
CREATE TRIGGER roster_pending_imports_file_parts_delete AFTER DELETE ON "roster_pending_imports"
  FOR EACH ROW WHEN (OLD.file_parts_id IS NOT NULL) EXECUTE FUNCTION delete_file_parts_of_row();
