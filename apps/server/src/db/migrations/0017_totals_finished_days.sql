CREATE TABLE "attendance_totals_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"open_from" date NOT NULL,
	CONSTRAINT "attendance_totals_state_single_row" CHECK ("attendance_totals_state"."id" = 1)
);
--> statement-breakpoint
-- Reports' running totals for finished days only (decision 003): the totals hold exactly the
-- counted records (non-deleted, present or late) dated before `open_from`; later days (normally
-- today) are read live, so a check-in for today runs no trigger function at all. A roll-up moves
-- `open_from` forward once a day. Starting from '-infinity' with empty totals, the first roll-up
-- builds them from the records.
INSERT INTO "attendance_totals_state" ("id", "open_from") VALUES (1, '-infinity');
--> statement-breakpoint
DROP TRIGGER "attendance_totals_insert" ON "attendance";
--> statement-breakpoint
DROP TRIGGER "attendance_totals_update" ON "attendance";
--> statement-breakpoint
DROP TRIGGER "attendance_totals_delete" ON "attendance";
--> statement-breakpoint
DROP TRIGGER "attendance_totals_student_move" ON "students";
--> statement-breakpoint
DROP FUNCTION attendance_totals_on_insert();
--> statement-breakpoint
DROP FUNCTION attendance_totals_on_update();
--> statement-breakpoint
DROP FUNCTION attendance_totals_on_delete();
--> statement-breakpoint
DROP FUNCTION attendance_totals_on_student_move();
--> statement-breakpoint
DROP FUNCTION attendance_totals_add(uuid[], date[], text[], integer);
--> statement-breakpoint
DROP FUNCTION attendance_marks_of(uuid[], date[], text[]);
--> statement-breakpoint
TRUNCATE "attendance_day_totals", "attendance_year_marks";
--> statement-breakpoint
-- VOLATILE: each call reads the latest committed value, so a writer that waited for a roll-up's
-- lock sees where that roll-up moved `open_from`.
CREATE FUNCTION attendance_totals_open_from() RETURNS date AS $$
  SELECT open_from FROM attendance_totals_state WHERE id = 1
$$ LANGUAGE sql VOLATILE;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one counted record of a finished day, under the
-- student's current class and section.
CREATE FUNCTION attendance_totals_add_record(
  record_student uuid, record_day date, record_status text, sign integer
) RETURNS void AS $$
DECLARE
  day_bit bit(366) := attendance_day_bit(record_day);
  no_bit bit(366) := B'0'::bit(366);
BEGIN
  INSERT INTO attendance_day_totals AS t (school_date, class, section, present, late)
  SELECT record_day, s.class, s.section,
         sign * (record_status = 'present')::int, sign * (record_status = 'late')::int
    FROM students s
   WHERE s.id = record_student
  ON CONFLICT (school_date, class, section) DO UPDATE
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
CREATE FUNCTION attendance_totals_on_insert() RETURNS trigger AS $$
BEGIN
  PERFORM attendance_totals_add_record(NEW.student_id, NEW.school_date, NEW.status, 1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION attendance_totals_on_delete() RETURNS trigger AS $$
BEGIN
  PERFORM attendance_totals_add_record(OLD.student_id, OLD.school_date, OLD.status, -1);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- An update takes away what the old row counted and adds what the new one counts, each only
-- where its day is finished (a record moved from today onto a past day is added, and back).
CREATE FUNCTION attendance_totals_on_update() RETURNS trigger AS $$
DECLARE
  open_from date := attendance_totals_open_from();
BEGIN
  IF OLD.school_date < open_from AND OLD.deleted_at IS NULL AND OLD.status IN ('present', 'late') THEN
    PERFORM attendance_totals_add_record(OLD.student_id, OLD.school_date, OLD.status, -1);
  END IF;
  IF NEW.school_date < open_from AND NEW.deleted_at IS NULL AND NEW.status IN ('present', 'late') THEN
    PERFORM attendance_totals_add_record(NEW.student_id, NEW.school_date, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A student moved to another class or section takes the counts of their finished days along. The
-- share lock waits for writes to attendance in flight (an edit of a finished day counted under the
-- old class, a roll-up) and holds new ones back until the move commits; `open_from` and the
-- records are read after it. Moves are rare.
CREATE FUNCTION attendance_totals_on_student_move() RETURNS trigger AS $$
DECLARE
  open_from date;
BEGIN
  LOCK TABLE attendance IN SHARE MODE;
  open_from := attendance_totals_open_from();
  INSERT INTO attendance_day_totals AS t (school_date, class, section, present, late)
  SELECT a.school_date, moved.class, moved.section,
         sum(moved.sign * (a.status = 'present')::int), sum(moved.sign * (a.status = 'late')::int)
    FROM attendance a
   CROSS JOIN (VALUES (OLD.class, OLD.section, -1), (NEW.class, NEW.section, 1))
         AS moved(class, section, sign)
   WHERE a.student_id = NEW.id AND a.deleted_at IS NULL AND a.status IN ('present', 'late')
     AND a.school_date < open_from
   GROUP BY 1, 2, 3
  ON CONFLICT (school_date, class, section) DO UPDATE
    SET present = t.present + excluded.present, late = t.late + excluded.late;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Row triggers whose WHEN decides without calling the function: a record of a day from
-- `open_from` on (a check-in today) runs nothing. (Statement-level UPDATE triggers would also
-- fire for every INSERT … ON CONFLICT DO UPDATE.)
CREATE TRIGGER attendance_totals_insert AFTER INSERT ON attendance
  FOR EACH ROW
  WHEN (NEW.deleted_at IS NULL AND NEW.status IN ('present', 'late')
        AND NEW.school_date < attendance_totals_open_from())
  EXECUTE FUNCTION attendance_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER attendance_totals_delete AFTER DELETE ON attendance
  FOR EACH ROW
  WHEN (OLD.deleted_at IS NULL AND OLD.status IN ('present', 'late')
        AND OLD.school_date < attendance_totals_open_from())
  EXECUTE FUNCTION attendance_totals_on_delete();
--> statement-breakpoint
-- Only a change of student, day, status or deletion counts (a note or a time alone does not).
CREATE TRIGGER attendance_totals_update AFTER UPDATE ON attendance
  FOR EACH ROW
  WHEN ((OLD.student_id, OLD.school_date, OLD.status, OLD.deleted_at IS NULL)
          IS DISTINCT FROM (NEW.student_id, NEW.school_date, NEW.status, NEW.deleted_at IS NULL)
        AND (OLD.school_date < attendance_totals_open_from()
             OR NEW.school_date < attendance_totals_open_from()))
  EXECUTE FUNCTION attendance_totals_on_update();
--> statement-breakpoint
CREATE TRIGGER attendance_totals_student_move AFTER UPDATE OF class, section ON students
  FOR EACH ROW
  WHEN ((OLD.class, OLD.section) IS DISTINCT FROM (NEW.class, NEW.section))
  EXECUTE FUNCTION attendance_totals_on_student_move();
--> statement-breakpoint
-- Adds the records of the days in [open_from, until_day) to the totals and moves `open_from` to
-- `until_day`; returns where `open_from` stands. The lock (self-conflicting, and conflicting with
-- every writer of attendance) waits for the writes in flight, whose records the triggers skipped,
-- and holds new ones back until this commits; `open_from` and the records are read after it.
-- Nothing to do (the usual case) takes no lock.
CREATE FUNCTION attendance_totals_roll_up(until_day date) RETURNS date AS $$
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
  INSERT INTO attendance_day_totals AS t (school_date, class, section, present, late)
  SELECT a.school_date, s.class, s.section,
         count(*) FILTER (WHERE a.status = 'present'), count(*) FILTER (WHERE a.status = 'late')
    FROM attendance a
    JOIN students s ON s.id = a.student_id
   WHERE a.deleted_at IS NULL AND a.status IN ('present', 'late')
     AND a.school_date >= from_day AND a.school_date < until_day
   GROUP BY 1, 2, 3
  ON CONFLICT (school_date, class, section) DO UPDATE
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
