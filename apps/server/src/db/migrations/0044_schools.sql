CREATE TABLE "school_memberships" (
	"user_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_memberships_user_id_school_id_pk" PRIMARY KEY("user_id","school_id")
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Every installation is a district of at least one school: the one it has been (issue 41). Its
-- code is FIRST_SCHOOL_CODE (backup-upgrade-schools.ts), which older backups are given too.
INSERT INTO "schools" ("code") VALUES ('school-1');--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "school_settings" SET "school_id" = (SELECT "id" FROM "schools");--> statement-breakpoint
ALTER TABLE "school_settings" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_district_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Today's administrators keep every power they had: the district's is theirs.
UPDATE "users" SET "is_district_admin" = true WHERE "role" = 'admin';--> statement-breakpoint
INSERT INTO "school_memberships" ("user_id", "school_id") SELECT "users"."id", "schools"."id" FROM "users" CROSS JOIN "schools";--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schools_code_lower_unique" ON "schools" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_school_id_unique" UNIQUE("school_id");