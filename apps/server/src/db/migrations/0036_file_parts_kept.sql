ALTER TABLE "file_parts" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "id_card_batches" ADD COLUMN "file_parts_id" uuid;--> statement-breakpoint
ALTER TABLE "letter_batches" ADD COLUMN "file_parts_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "file_parts_id" uuid;--> statement-breakpoint
-- A finished file's parts go with the row whose file they are (the row names them by file_parts_id).
CREATE FUNCTION delete_file_parts_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM file_parts WHERE upload_id = OLD.file_parts_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER reports_file_parts_delete AFTER DELETE ON "reports"
  FOR EACH ROW WHEN (OLD.file_parts_id IS NOT NULL) EXECUTE FUNCTION delete_file_parts_of_row();--> statement-breakpoint
CREATE TRIGGER id_card_batches_file_parts_delete AFTER DELETE ON "id_card_batches"
  FOR EACH ROW WHEN (OLD.file_parts_id IS NOT NULL) EXECUTE FUNCTION delete_file_parts_of_row();--> statement-breakpoint
CREATE TRIGGER letter_batches_file_parts_delete AFTER DELETE ON "letter_batches"
  FOR EACH ROW WHEN (OLD.file_parts_id IS NOT NULL) EXECUTE FUNCTION delete_file_parts_of_row();
