ALTER TABLE "gate_devices" ADD COLUMN "credential_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD COLUMN "previous_credential_hash" text;--> statement-breakpoint
ALTER TABLE "gate_devices" ADD COLUMN "previous_credential_until" timestamp with time zone;