-- Issue 41: a staff member's role is per school (a teacher at one school may be an administrator
-- at another). Every membership takes the account's one role of before; `users.role` stays as the
-- account's highest role (what a one-school installation has always shown and answered).
ALTER TABLE "school_memberships" ADD COLUMN "role" text;--> statement-breakpoint
UPDATE "school_memberships" SET "role" = "users"."role" FROM "users" WHERE "users"."id" = "school_memberships"."user_id";--> statement-breakpoint
ALTER TABLE "school_memberships" ALTER COLUMN "role" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "school_memberships" ADD CONSTRAINT "school_memberships_role_check" CHECK ("school_memberships"."role" in ('admin', 'teacher'));--> statement-breakpoint
-- The role an account acts in at a school: a district administrator is an administrator at every
-- school; anyone else has their membership's role, or none (null) where they do not work.
CREATE OR REPLACE FUNCTION rollcall_school_role(account uuid, school uuid) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN users.is_district_admin THEN 'admin'
              ELSE (SELECT m.role FROM school_memberships m
                     WHERE m.user_id = account AND m.school_id = school) END
    FROM users WHERE users.id = account
$$;--> statement-breakpoint
-- rollcall_acting_schools's schools' roles, in its order.
CREATE OR REPLACE FUNCTION rollcall_acting_roles(account uuid, requested uuid) RETURNS text[]
LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT rollcall_school_role(account, acting.id)
      FROM unnest(rollcall_acting_schools(account, requested)) WITH ORDINALITY AS acting(id, n)
     ORDER BY acting.n)
$$;
