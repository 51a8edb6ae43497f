ALTER TABLE "notifications" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "sending_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_pending_idx" ON "notifications" USING btree ("status","next_attempt_at") WHERE "notifications"."status" in ('queued', 'sending');--> statement-breakpoint
-- Messages a process of the previous version is sending get the five minutes that version gave them.
UPDATE "notifications" SET "lease_expires_at" = now() + interval '5 minutes' WHERE "status" = 'sending';
