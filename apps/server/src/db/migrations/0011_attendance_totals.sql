CREATE TABLE "attendance_day_totals" (
	"school_date" date NOT NULL,
	"class" text NOT NULL,
	"section" text NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_day_totals_school_date_class_section_pk" PRIMARY KEY("school_date","class","section")
);
--> statement-breakpoint
CREATE TABLE "attendance_year_marks" (
	"student_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"present" bit(366) NOT NULL,
	"late" bit(366) NOT NULL,
	CONSTRAINT "attendance_year_marks_student_id_year_pk" PRIMARY KEY("student_id","year")
);
--> statement-breakpoint
ALTER TABLE "attendance_year_marks" ADD CONSTRAINT "attendance_year_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Reports' running totals (issue 10). Every write to attendance adds or takes away its check-ins
-- in the same transaction: counts per day and class-section, and each student's day bits for a
-- calendar year (bit 0 = 1 January). Only non-deleted present/late records count; the school
-- calendar and each student's enrolment are applied when reading.
CREATE FUNCTION attendance_day_bit(day date) RETURNS bit(366) AS $$
  SELECT set_bit(B'0'::bit(366), day - make_date(extract(year FROM day)::int, 1, 1), 1)
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE FUNCTION attendance_marks_of(ids uuid[], days date[], statuses text[])
RETURNS TABLE (student_id uuid, year integer, present bit(366), late bit(366)) AS $$
  SELECT c.student_id, extract(year FROM c.day)::int,
         bit_or(CASE WHEN c.status = 'present' THEN attendance_day_bit(c.day) ELSE B'0'::bit(366) END),
         bit_or(CASE WHEN c.status = 'late' THEN attendance_day_bit(c.day) ELSE B'0'::bit(366) END)
    FROM unnest(ids, days, statuses) AS c(student_id, day, status)
   GROUP BY 1, 2
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) check-ins; a student has one non-deleted record a day.
CREATE FUNCTION attendance_totals_add(ids uuid[], days date[], statuses text[], sign integer)
RETURNS void AS $$
BEGIN
  INSERT INTO attendance_day_totals AS t (school_date, class, section, present, late)
  SELECT c.day, s.class, s.section,
         sign * count(*) FILTER (WHERE c.status = 'present'),
         sign * count(*) FILTER (WHERE c.status = 'late')
    FROM unnest(ids, days, statuses) AS c(student_id, day, status)
    JOIN students s ON s.id = c.student_id
   GROUP BY 1, 2, 3
  ON CONFLICT (school_date, class, section) DO UPDATE
    SET present = t.present + excluded.present, late = t.late + excluded.late;
  IF sign > 0 THEN
    INSERT INTO attendance_year_marks AS m (student_id, year, present, late)
    SELECT * FROM attendance_marks_of(ids, days, statuses)
    ON CONFLICT (student_id, year) DO UPDATE
      SET present = m.present | excluded.present, late = m.late | excluded.late;
  ELSE
    UPDATE attendance_year_marks AS m
       SET present = m.present & ~c.present, late = m.late & ~c.late
      FROM attendance_marks_of(ids, days, statuses) AS c
     WHERE m.student_id = c.student_id AND m.year = c.year;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION attendance_totals_on_insert() RETURNS trigger AS $$
BEGIN
  PERFORM attendance_totals_add(array_agg(student_id), array_agg(school_date), array_agg(status), 1)
     FROM new_rows WHERE deleted_at IS NULL AND status IN ('present', 'late');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION attendance_totals_on_delete() RETURNS trigger AS $$
BEGIN
  PERFORM attendance_totals_add(array_agg(student_id), array_agg(school_date), array_agg(status), -1)
     FROM old_rows WHERE deleted_at IS NULL AND status IN ('present', 'late');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An update takes away what the old rows counted and adds what the new ones count, for the rows
-- whose student, day, status or deletion changed (a note or a time alone changes nothing).
CREATE FUNCTION attendance_totals_on_update() RETURNS trigger AS $$
BEGIN
  PERFORM attendance_totals_add(array_agg(o.student_id), array_agg(o.school_date), array_agg(o.status), -1)
     FROM old_rows o JOIN new_rows n USING (id)
    WHERE o.deleted_at IS NULL AND o.status IN ('present', 'late')
      AND (n.student_id, n.school_date, n.status, n.deleted_at IS NULL)
          IS DISTINCT FROM (o.student_id, o.school_date, o.status, true);
  PERFORM attendance_totals_add(array_agg(n.student_id), array_agg(n.school_date), array_agg(n.status), 1)
     FROM old_rows o JOIN new_rows n USING (id)
    WHERE n.deleted_at IS NULL AND n.status IN ('present', 'late')
      AND (o.student_id, o.school_date, o.status, o.deleted_at IS NULL)
          IS DISTINCT FROM (n.student_id, n.school_date, n.status, true);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A student moved to another class or section takes their day counts along. The share lock waits
-- for check-ins being written at that moment (so none is counted under the old class) and holds
-- new ones back until the move commits; moves are rare.
CREATE FUNCTION attendance_totals_on_student_move() RETURNS trigger AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n USING (id)
     WHERE (o.class, o.section) IS DISTINCT FROM (n.class, n.section)
  ) THEN
    RETURN NULL;
  END IF;
  LOCK TABLE attendance IN SHARE MODE;
  INSERT INTO attendance_day_totals AS t (school_date, class, section, present, late)
  SELECT a.school_date, moved.class, moved.section,
         sum(moved.sign * (a.status = 'present')::int), sum(moved.sign * (a.status = 'late')::int)
    FROM (
      SELECT o.id, o.class, o.section, -1 AS sign
        FROM old_rows o JOIN new_rows n USING (id)
       WHERE (o.class, o.section) IS DISTINCT FROM (n.class, n.section)
      UNION ALL
      SELECT n.id, n.class, n.section, 1
        FROM old_rows o JOIN new_rows n USING (id)
       WHERE (o.class, o.section) IS DISTINCT FROM (n.class, n.section)
    ) AS moved
    JOIN attendance a ON a.student_id = moved.id
   WHERE a.deleted_at IS NULL AND a.status IN ('present', 'late')
   GROUP BY 1, 2, 3
  ON CONFLICT (school_date, class, section) DO UPDATE
    SET present = t.present + excluded.present, late = t.late + excluded.late;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_totals_insert AFTER INSERT ON attendance
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER attendance_totals_update AFTER UPDATE ON attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_on_update();
--> statement-breakpoint
CREATE TRIGGER attendance_totals_delete AFTER DELETE ON attendance
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_on_delete();
--> statement-breakpoint
CREATE TRIGGER attendance_totals_student_move AFTER UPDATE ON students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_totals_on_student_move();
--> statement-breakpoint
-- What is already there.
SELECT attendance_totals_add(array_agg(student_id), array_agg(school_date), array_agg(status), 1)
  FROM attendance WHERE deleted_at IS NULL AND status IN ('present', 'late');
