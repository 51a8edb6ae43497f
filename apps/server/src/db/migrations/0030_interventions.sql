CREATE TABLE "intervention_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tier" integer DEFAULT 1 NOT NULL,
	"opened_on" date NOT NULL,
	"closed_at" timestamp with time zone,
	"absent_days" integer DEFAULT 0 NOT NULL,
	"enrolled_days" integer DEFAULT 0 NOT NULL,
	"rate" real,
	"consecutive" integer DEFAULT 0 NOT NULL,
	"late_days" integer DEFAULT 0 NOT NULL,
	"evaluated_on" date NOT NULL,
	"assigned_to" uuid,
	"first_action_at" timestamp with time zone,
	"last_action_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intervention_cases_rule_check" CHECK ("intervention_cases"."rule" in ('consecutive-absences', 'chronic-absence', 'repeated-lateness')),
	CONSTRAINT "intervention_cases_status_check" CHECK ("intervention_cases"."status" in ('open', 'monitoring', 'closed')),
	CONSTRAINT "intervention_cases_tier_check" CHECK ("intervention_cases"."tier" between 1 and 3),
	CONSTRAINT "intervention_cases_closed_check" CHECK (("intervention_cases"."status" = 'closed') = ("intervention_cases"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "intervention_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"text" text NOT NULL,
	"action" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "intervention_notes_action_check" CHECK ("intervention_notes"."action" is null or "intervention_notes"."action" in ('call', 'meeting', 'letter', 'home-visit', 'other'))
);
--> statement-breakpoint
CREATE TABLE "intervention_runs" (
	"school_date" date PRIMARY KEY NOT NULL,
	"opened" integer DEFAULT 0 NOT NULL,
	"digest_claimed_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intervention_views" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "consecutive_absence_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "repeated_lateness_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "repeated_lateness_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "intervention_cases" ADD CONSTRAINT "intervention_cases_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_cases" ADD CONSTRAINT "intervention_cases_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_notes" ADD CONSTRAINT "intervention_notes_case_id_intervention_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."intervention_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_notes" ADD CONSTRAINT "intervention_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intervention_views" ADD CONSTRAINT "intervention_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intervention_cases_one_open_per_rule" ON "intervention_cases" USING btree ("student_id","rule") WHERE "intervention_cases"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "intervention_cases_status_idx" ON "intervention_cases" USING btree ("status","opened_on");--> statement-breakpoint
CREATE INDEX "intervention_cases_created_at_idx" ON "intervention_cases" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "intervention_notes_case_idx" ON "intervention_notes" USING btree ("case_id","created_at");