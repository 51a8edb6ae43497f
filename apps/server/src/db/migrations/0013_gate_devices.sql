CREATE TABLE "attendance_check_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"school_date" date NOT NULL,
	"checked_out_at" timestamp with time zone NOT NULL,
	"is_early" boolean NOT NULL,
	"without_check_in" boolean NOT NULL,
	"location" text,
	"device_id" uuid,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"mode" text NOT NULL,
	"pairing_code_hash" text,
	"pairing_expires_at" timestamp with time zone,
	"credential_hash" text,
	"paired_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_scans" (
	"client_scan_id" uuid PRIMARY KEY NOT NULL,
	"device_id" uuid,
	"user_id" uuid,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "attendance_check_outs" ADD CONSTRAINT "attendance_check_outs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_check_outs" ADD CONSTRAINT "attendance_check_outs_device_id_gate_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."gate_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_check_outs" ADD CONSTRAINT "attendance_check_outs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD CONSTRAINT "gate_devices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_device_id_gate_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."gate_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_scans" ADD CONSTRAINT "gate_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_check_outs_student_day_unique" ON "attendance_check_outs" USING btree ("student_id","school_date");--> statement-breakpoint
CREATE INDEX "attendance_check_outs_day_idx" ON "attendance_check_outs" USING btree ("school_date","location");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_devices_pairing_code_unique" ON "gate_devices" USING btree ("pairing_code_hash");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_device_id_gate_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."gate_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_device_day_idx" ON "attendance" USING btree ("device_id","school_date") WHERE "attendance"."device_id" is not null;