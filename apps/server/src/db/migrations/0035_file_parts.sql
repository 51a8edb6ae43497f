CREATE TABLE "file_parts" (
	"upload_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_parts_upload_id_part_pk" PRIMARY KEY("upload_id","part")
);
