ALTER TABLE "absentee_runs" DROP CONSTRAINT "absentee_runs_pkey";--> statement-breakpoint
ALTER TABLE "absentee_runs" ADD CONSTRAINT "absentee_runs_school_date_trigger_pk" PRIMARY KEY("school_date","trigger");
