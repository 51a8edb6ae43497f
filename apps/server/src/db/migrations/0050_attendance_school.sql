-- Every check-in belongs to the school it was recorded at (issue 41): until now, the
-- installation's one school, which is every student's (migration 0045). No default: a write that
-- does not name its school fails rather than landing in the wrong one.
ALTER TABLE "attendance" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "attendance" SET "school_id" = "students"."school_id" FROM "students" WHERE "students"."id" = "attendance"."student_id";--> statement-breakpoint
ALTER TABLE "attendance" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A school's day, newest first, in place of the installation's day.
DROP INDEX "attendance_school_date_idx";--> statement-breakpoint
CREATE INDEX "attendance_school_date_idx" ON "attendance" USING btree ("school_id","school_date","scan_time");--> statement-breakpoint
-- The running totals count each finished day per the student's current school, as they already
-- did per the student's current class: two schools' "Grade 5" are two rows.
ALTER TABLE "attendance_day_totals" ADD COLUMN "school_id" uuid;--> statement-breakpoint
UPDATE "attendance_day_totals" SET "school_id" = (SELECT "id" FROM "schools" ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
ALTER TABLE "attendance_day_totals" ALTER COLUMN "school_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_day_totals" ADD CONSTRAINT "attendance_day_totals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_day_totals" DROP CONSTRAINT "attendance_day_totals_school_date_class_section_pk";--> statement-breakpoint
ALTER TABLE "attendance_day_totals" ADD CONSTRAINT "attendance_day_totals_school_id_school_date_class_section_pk" PRIMARY KEY("school_id","school_date","class","section");--> statement-breakpoint
-- Migration 0017's functions with the school beside the class and section.
CREATE OR REPLACE FUNCTION attendance_totals_add_record(
  record_student uuid, record_day date, record_status text, sign integer
) RETURNS void AS $$
DECLARE
  day_bit bit(366) := attendance_day_bit(record_day);
  no_bit bit(366) := B'0'::bit(366);
BEGIN
  INSERT INTO attendance_day_totals AS t (school_id, school_date, class, section, present, late)
  SELECT s.school_id, record_day, s.class, s.section,
         sign * (record_status = 'present')::int, sign * (record_status = 'late')::int
    FROM students s
   WHERE s.id = record_student
  ON CONFLICT (school_id, school_date, class, section) DO UPDATE
    SET present = t.present + excluded.present, late = t.late + excluded.late;
  IF sign > 0 THEN
    INSERT INTO attendance_year_marks AS m (student_id, year, present, late)
    VALUES (record_student, extract(year FROM record_day)::int,
            CASE WHEN record_status = 'present' THEN day_bit ELSE no_bit END,
            CASE WHEN record_status = 'late' THEN day_bit ELSE no_bit END)
    ON CONFLICT (student_id, year) DO UPDATE
      SET present = m.present | excluded.present, late = m.late | excluded.late;
  ELSE
    UPDATE attendance_year_marks AS m
       SET present = CASE WHEN record_status = 'present' THEN m.present & ~day_bit ELSE m.present END,
           late = CASE WHEN record_status = 'late' THEN m.late & ~day_bit ELSE m.late END
     WHERE m.student_id = record_student AND m.year = extract(year FROM record_day)::int;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A student moved to another school, class or section takes the counts of their finished days
-- along (migration 0017 says why the share lock).
CREATE OR REPLACE FUNCTION attendance_totals_on_student_move() RETURNS trigger AS $$
DECLARE
  open_from date;
BEGIN
  LOCK TABLE attendance IN SHARE MODE;
  open_from := attendance_totals_open_from();
  INSERT INTO attendance_day_totals AS t (school_id, school_date, class, section, present, late)
  SELECT moved.school_id, a.school_date, moved.class, moved.section,
         sum(moved.sign * (a.status = 'present')::int), sum(moved.sign * (a.status = 'late')::int)
    FROM attendance a
   CROSS JOIN (VALUES (OLD.school_id, OLD.class, OLD.section, -1),
                      (NEW.school_id, NEW.class, NEW.section, 1))
         AS moved(school_id, class, section, sign)
   WHERE a.student_id = NEW.id AND a.deleted_at IS NULL AND a.status IN ('present', 'late')
     AND a.school_date < open_from
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (school_id, school_date, class, section) DO UPDATE
    SET present = t.present + excluded.present, late = t.late + excluded.late;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER "attendance_totals_student_move" ON "students";--> statement-breakpoint
CREATE TRIGGER attendance_totals_student_move AFTER UPDATE OF school_id, class, section ON students
  FOR EACH ROW
  WHEN ((OLD.school_id, OLD.class, OLD.section) IS DISTINCT FROM (NEW.school_id, NEW.class, NEW.section))
  EXECUTE FUNCTION attendance_totals_on_student_move();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_totals_roll_up(until_day date) RETURNS date AS $$
DECLARE
  from_day date := attendance_totals_open_from();
BEGIN
  IF from_day >= until_day THEN
    RETURN from_day;
  END IF;
  LOCK TABLE attendance IN SHARE ROW EXCLUSIVE MODE;
  from_day := attendance_totals_open_from();
  IF from_day >= until_day THEN
    RETURN from_day;
  END IF;
  INSERT INTO attendance_day_totals AS t (school_id, school_date, class, section, present, late)
  SELECT s.school_id, a.school_date, s.class, s.section,
         count(*) FILTER (WHERE a.status = 'present'), count(*) FILTER (WHERE a.status = 'late')
    FROM attendance a
    JOIN students s ON s.id = a.student_id
   WHERE a.deleted_at IS NULL AND a.status IN ('present', 'late')
     AND a.school_date >= from_day AND a.school_date < until_day
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (school_id, school_date, class, section) DO UPDATE
    SET present = t.present + excluded.present, late = t.late + excluded.late;
  INSERT INTO attendance_year_marks AS m (student_id, year, present, late)
  SELECT a.student_id, extract(year FROM a.school_date)::int,
         bit_or(CASE WHEN a.status = 'present' THEN attendance_day_bit(a.school_date)
                     ELSE B'0'::bit(366) END),
         bit_or(CASE WHEN a.status = 'late' THEN attendance_day_bit(a.school_date)
                     ELSE B'0'::bit(366) END)
    FROM attendance a
   WHERE a.deleted_at IS NULL AND a.status IN ('present', 'late')
     AND a.school_date >= from_day AND a.school_date < until_day
   GROUP BY 1, 2
  ON CONFLICT (student_id, year) DO UPDATE
    SET present = m.present | excluded.present, late = m.late | excluded.late;
  UPDATE attendance_totals_state SET open_from = until_day WHERE id = 1;
  RETURN until_day;
END;
$$ LANGUAGE plpgsql;
