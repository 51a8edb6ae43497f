import { preparedQuery } from '../../db/prepared.js';
import { MUST_SET_UP_TWO_FACTOR_SQL } from '../../shared/two-factor-requirement.js';

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
  id: string | null;
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
 * A whole scan in one round trip: check the session (decision 002's query, which requireUser runs
 * on other routes), find the student, insert the day's check-in if both allow it, and return all
 * three. The insert's condition is `checkInRefusal` in scan.service.ts written in SQL: that
 * function still decides which message a refused scan gets. The partial unique index decides
 * between simultaneous scans (on conflict do nothing), not a prior read. Always one row.
 *
 * Values: $1 the code or card id, $2 school date, $3 scan time, $4 status, $5 time window,
 * $6 minutes late, $7 location, $8 notes, $9 the token's user, $10 the token's session, and $11
 * the card's version for a signed card.
 */
const scanText = (findStudent: string, mayCheckIn: string) => `
with actor as (
  select users.id, users.name, ${MUST_SET_UP_TWO_FACTOR_SQL} as must_set_up_two_factor
    from sessions join users on users.id = sessions.user_id
   where sessions.id = $10::uuid and users.id = $9::uuid
     and sessions.revoked_at is null and users.is_active
), student as (
  select id, student_id, first_name, last_name, class, section, is_active, archived_at, qr_version
    from students
   ${findStudent}
), inserted as (
  insert into attendance (student_id, school_date, scan_time, status, time_window, minutes_late,
                          location, notes, method, recorded_by)
  select student.id, $2::date, $3::timestamptz, $4, $5, $6::integer, $7, $8, 'scan', actor.id
    from student cross join actor
   where not actor.must_set_up_two_factor and ${mayCheckIn}
  on conflict (student_id, school_date) where deleted_at is null do nothing
  returning id
)
select actor.id as "actorId", actor.name as "recordedByName",
       actor.must_set_up_two_factor as "mustSetUpTwoFactor",
       student.id, student.student_id as "studentId", student.first_name as "firstName",
       student.last_name as "lastName", student.class, student.section,
       student.is_active as "isActive", student.archived_at as "archivedAt",
       student.qr_version as "qrVersion", inserted.id as "attendanceId"
  from (select 1) as scan
  left join actor on true
  left join student on true
  left join inserted on true`;

/** `enrolled` of students.service.ts, written over this statement's `student`. */
const isEnrolledAndActive = 'student.archived_at is null and student.is_active';

/** A signed Rollcall card: the student by id, and only the card's current version counts. */
export const scanSignedCardQuery = preparedQuery<ScanRow>(
  'scan_signed_card',
  scanText('where id = $1::uuid', `${isEnrolledAndActive} and student.qr_version = $11::integer`),
);

/** Other text: a school's ready-made code first, then a student ID typed in any letter case. */
export const scanCodeQuery = preparedQuery<ScanRow>(
  'scan_code',
  scanText(
    `where qr_code_data = $1 or lower(student_id) = lower($1)
   order by qr_code_data = $1 desc nulls last
   limit 1`,
    isEnrolledAndActive,
  ),
);
