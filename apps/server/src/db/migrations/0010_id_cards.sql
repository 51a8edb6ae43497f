CREATE TABLE "id_card_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class" text NOT NULL,
	"section" text,
	"layout" text NOT NULL,
	"settings" jsonb NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"failure_reason" text,
	"file" "bytea",
	"byte_size" integer,
	"created_by" uuid,
	"created_by_name" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "id_card_batches_status_check" CHECK ("id_card_batches"."status" in ('Processing', 'Ready', 'Failed'))
);
--> statement-breakpoint
CREATE TABLE "id_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"student_number" text NOT NULL,
	"class" text NOT NULL,
	"section" text NOT NULL,
	"template" text NOT NULL,
	"card_type" text NOT NULL,
	"school_name" text NOT NULL,
	"valid_until" integer NOT NULL,
	"include_photo" boolean NOT NULL,
	"include_qr" boolean NOT NULL,
	"qr_code_data" text NOT NULL,
	"qr_version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"student_data" jsonb NOT NULL,
	"photo_media_id" uuid,
	"batch_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"generated_by" uuid,
	"generated_by_name" text NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_name" text,
	CONSTRAINT "id_cards_status_check" CHECK ("id_cards"."status" in ('active', 'superseded', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "id_card_batches" ADD CONSTRAINT "id_card_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_photo_media_id_media_id_fk" FOREIGN KEY ("photo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_batch_id_id_card_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."id_card_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "id_cards" ADD CONSTRAINT "id_cards_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_card_batches_created_at_idx" ON "id_card_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "id_cards_generated_at_idx" ON "id_cards" USING btree ("generated_at");--> statement-breakpoint
CREATE INDEX "id_cards_student_idx" ON "id_cards" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "id_cards_batch_idx" ON "id_cards" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "id_cards_one_active_per_student" ON "id_cards" USING btree ("student_id") WHERE "id_cards"."status" = 'active';