import { preparedQuery } from '../../db/prepared.js';
import { MUST_SET_UP_TWO_FACTOR_SQL } from '../../shared/two-factor-requirement.js';

/** One scan as the statement takes it: a signed card's id and version, or other text. */
export type ScanInput = {
  card: { id: string; version: number } | null;
  /** The text of a code that is not a signed card (null for a signed card). */
  code: string | null;
  schoolDate: string;
  scanTime: Date;
  status: string;
  timeWindow: string | null;
  minutesLate: number;
  location: string | null;
  notes: string | null;
  /** The token's user and session: the statement checks the session itself. */
  userId: string;
  sessionId: string;
  /** The school the scan is for (issue 41): the statement checks the user may act there. */
  schoolId: string;
};

/**
 * The signed-in staff member (null when the token's session is closed or the account inactive),
 * the scanned student (null when no student has this code), and the check-in when this scan
 * recorded one.
 */
export type ScanRow = {
  actorId: string | null;
  recordedByName: string | null;
  /** An admin held to set up two-factor sign-in first: nothing was recorded. */
  mustSetUpTwoFactor: boolean | null;
  mustChangePassword: boolean | null;
  /** The scan's school when its user may act there; null when they may not. */
  actingSchoolId: string | null;
  id: string | null;
  /** The student's school: another school's card is refused by name. */
  schoolId: string | null;
  studentId: string;
  firstName: string;
  lastName: string;
  class: string;
  section: string;
  isActive: boolean;
  archivedAt: Date | null;
  qrVersion: number;
  /** Null when nothing was inserted: the student may not check in, or already did today. */
  attendanceId: string | null;
};

/**
 * Scans in one round trip, one row per scan in their order (`n`): check each scan's session
 * (decision 002's query, which requireUser runs on other routes), find its student, insert the
 * day's check-in if both allow it, and return all three. The insert's condition is
 * `checkInRefusal` in scan.service.ts written in SQL: that function still decides which message a
 * refused scan gets. Of several scans of one student on one day in the statement only the first
 * tries to insert; between statements the partial unique index decides (on conflict do nothing),
 * not a prior read.
 *
 * A signed card finds its student by id, and only the card's current version counts; other text
 * is a school's ready-made code first, then a student ID typed in any letter case, the scan's
 * school's student first. Only a student of the scan's school, scanned by someone who may act
 * there (migration 0046's function), is checked in (issue 41). The values are arrays, one element
 * per scan, in the columns' order of `input`.
 */
export const scanBatchQuery = preparedQuery<ScanRow>(
  'scan_batch',
  `
with input as (
  select *
    from unnest($1::uuid[], $2::integer[], $3::text[], $4::date[], $5::timestamptz[], $6::text[],
                $7::text[], $8::integer[], $9::text[], $10::text[], $11::uuid[], $12::uuid[],
                $13::uuid[])
         with ordinality
         as input(card_id, card_version, code, school_date, scan_time, status, time_window,
                  minutes_late, location, notes, user_id, session_id, school_id, n)
), actor as (
  select input.n, users.id, users.name, ${MUST_SET_UP_TWO_FACTOR_SQL} as must_set_up_two_factor,
         users.must_change_password,
         (rollcall_acting_schools(users.id, input.school_id))[1] as school_id
    from input
    join sessions on sessions.id = input.session_id
    join users on users.id = sessions.user_id
   where users.id = input.user_id and sessions.revoked_at is null and users.is_active
), student as (
  select input.n, found.*
    from input
   cross join lateral (
     (select id, school_id, student_id, first_name, last_name, class, section, is_active,
             archived_at, qr_version
        from students
       where input.card_id is not null and id = input.card_id)
     union all
     (select id, school_id, student_id, first_name, last_name, class, section, is_active,
             archived_at, qr_version
        from students
       where input.card_id is null
         and (qr_code_data = input.code or lower(student_id) = lower(input.code))
       order by school_id = input.school_id desc, qr_code_data = input.code desc nulls last
       limit 1)
   ) as found
), attempt as (
  select distinct on (student.id, input.school_date)
         input.n, student.id as student_id, input.school_date, input.scan_time, input.status,
         input.time_window, input.minutes_late, input.location, input.notes, actor.id as actor_id,
         input.school_id
    from input
    join actor on actor.n = input.n
    join student on student.n = input.n
   where not actor.must_set_up_two_factor and not actor.must_change_password
     and actor.school_id = input.school_id and student.school_id = input.school_id
     and student.archived_at is null and student.is_active
     and (input.card_id is null or student.qr_version = input.card_version)
   order by student.id, input.school_date, input.n
), inserted as (
  insert into attendance (student_id, school_id, school_date, scan_time, status, time_window,
                          minutes_late, location, notes, method, recorded_by, created_at)
  select student_id, school_id, school_date, scan_time, status, time_window, minutes_late,
         location, notes, 'scan', actor_id, scan_time
    from attempt
  on conflict (student_id, school_date) where deleted_at is null do nothing
  returning id, student_id, school_date
)
select actor.id as "actorId", actor.name as "recordedByName",
       actor.must_set_up_two_factor as "mustSetUpTwoFactor",
       actor.must_change_password as "mustChangePassword",
       actor.school_id as "actingSchoolId", student.school_id as "schoolId",
       student.id, student.student_id as "studentId", student.first_name as "firstName",
       student.last_name as "lastName", student.class, student.section,
       student.is_active as "isActive", student.archived_at as "archivedAt",
       student.qr_version as "qrVersion", inserted.id as "attendanceId"
  from input
  left join actor on actor.n = input.n
  left join student on student.n = input.n
  left join attempt on attempt.n = input.n
  left join inserted
         on inserted.student_id = attempt.student_id and inserted.school_date = attempt.school_date
 order by input.n`,
);
