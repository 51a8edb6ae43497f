import { sql } from 'drizzle-orm';
import type { AttendanceBand } from '@rollcall/contract/reports';
import type { Db } from '../db/client.js';
import { students } from '../db/schema/students.js';
import { bandOfSql } from './attendance-band-sql.js';
import { isChronicSql, type ChronicSettings } from './chronic-absence.js';
import { arrayLiteral, openFrom, scopedStudents, toInt, type Scope } from './figure-ctes.js';

/** Per calendar year among `days`: the bits of its school days (bit 0 = 1 January), as text. */
export function schoolDayBits(days: readonly string[]): { year: number; bits: string }[] {
  const years = new Map<number, string[]>();
  for (const day of days) {
    const year = Number(day.slice(0, 4));
    const bits = years.get(year) ?? Array.from({ length: 366 }, () => '0');
    bits[(Date.parse(`${day}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000] = '1';
    years.set(year, bits);
  }
  return [...years].map(([year, bits]) => ({ year, bits: bits.join('') }));
}

export type StudentFigures = {
  id: string;
  studentId: string;
  fullName: string;
  class: string;
  section: string;
  guardianName: string;
  guardianPhone: string;
  enrolledDays: number;
  /** On time (status present). */
  present: number;
  late: number;
  absent: number;
  attended: number;
  band: AttendanceBand;
  /** Chronically absent under the school's settings. */
  chronic: boolean;
};

/**
 * The CTEs up to `figures`: per student enrolled on at least one of the days, the day counts, the
 * band and whether they are chronically absent. Each student's enrolled days are the school-day
 * bits within their span; their present and late days are those bits of their marks (the running
 * totals for finished days, the records from `open_from` on).
 */
export function studentFiguresCtes(
  scope: Scope,
  days: readonly string[],
  chronic: ChronicSettings,
) {
  const years = schoolDayBits(days);
  const dayList = arrayLiteral(days);
  // Materialized: each student's enrolled bits are made once, not once per sum; most students
  // are enrolled all year, whose bits are the school's (three bit operations fewer each).
  return sql`
    ${scopedStudents(scope)},
    school as materialized (
      select y.year, make_date(y.year, 1, 1) as year_start, y.bits::bit(366) as days,
             ~(B'0'::bit(366)) as ones
        from unnest(${arrayLiteral(years.map((y) => y.year))}::int[],
                    ${arrayLiteral(years.map((y) => y.bits))}::text[]) as y(year, bits)
    ),
    enrolled as materialized (
      select sc.id, school.year,
             case when sc.from_day <= school.year_start and sc.until_day is null then school.days
                  else school.days
                    & (school.ones >> greatest(0, least(366, sc.from_day - school.year_start)))
                    & ~(school.ones >> greatest(0, least(366, coalesce(sc.until_day - school.year_start, 366))))
             end as days
        from scoped sc cross join school
    ),
    live as (
      select a.student_id, extract(year from a.school_date)::int as year,
             bit_or(case when a.status = 'present' then attendance_day_bit(a.school_date)
                         else B'0'::bit(366) end) as present,
             bit_or(case when a.status = 'late' then attendance_day_bit(a.school_date)
                         else B'0'::bit(366) end) as late
        from attendance a
       where a.deleted_at is null
         and a.status in ('present', 'late')
         and a.school_date = any(${dayList}::date[])
         and a.school_date >= ${openFrom}
         -- The school's own records (the index that leads with school_id), not every school's
         -- read and thrown away: a district's count was a scan of the whole table per school.
         and (${scope.schoolId}::uuid is null or a.school_id = ${scope.schoolId}::uuid)
       group by 1, 2
    ),
    per_student as (
      select e.id, sum(bit_count(e.days))::int as enrolled_days,
             (coalesce(sum(bit_count(e.days & m.present)), 0)
               + coalesce(sum(bit_count(e.days & l.present)), 0))::int as present,
             (coalesce(sum(bit_count(e.days & m.late)), 0)
               + coalesce(sum(bit_count(e.days & l.late)), 0))::int as late
        from enrolled e
        left join attendance_year_marks m on m.student_id = e.id and m.year = e.year
        left join live l on l.student_id = e.id and l.year = e.year
       group by e.id
    ),
    counts as (
      select ps.*, ps.enrolled_days - ps.present - ps.late as absent
        from per_student ps
       where ps.enrolled_days > 0
    ),
    figures as (
      select counts.*,
             ${bandOfSql(sql`(counts.present + counts.late)`, sql`counts.enrolled_days`)} as band,
             ${isChronicSql(chronic, sql`counts.enrolled_days`, sql`counts.absent`)} as chronic
        from counts
    )`;
}

/** The columns of StudentFigures for rows of `figures` aliased `f`, joined with their student. */
export const figureColumns = sql`
  f.id, s.student_id, s.first_name, s.last_name, s.class, s.section, s.guardian_name,
  s.guardian_phone, f.enrolled_days, f.present, f.late, f.band, f.chronic`;

export function toStudentFigures(row: Record<string, unknown>): StudentFigures {
  const enrolled = toInt(row.enrolled_days);
  const present = toInt(row.present);
  const late = toInt(row.late);
  return {
    id: String(row.id),
    studentId: String(row.student_id),
    fullName: `${String(row.first_name)} ${String(row.last_name)}`,
    class: String(row.class),
    section: String(row.section),
    guardianName: String(row.guardian_name),
    guardianPhone: String(row.guardian_phone),
    enrolledDays: enrolled,
    present,
    late,
    attended: present + late,
    absent: enrolled - present - late,
    band: String(row.band) as AttendanceBand,
    chronic: row.chronic === true,
  };
}

/** Per student enrolled at least one of the days: their figures, in class/section/name order. */
export async function studentFigures(
  db: Db,
  scope: Scope,
  days: readonly string[],
  chronic: ChronicSettings,
): Promise<StudentFigures[]> {
  if (days.length === 0) return [];
  const result = await db.execute(sql`
    with ${studentFiguresCtes(scope, days, chronic)}
    select ${figureColumns}
      from figures f join ${students} s on s.id = f.id
     order by s.class, s.section, s.last_name, s.first_name, s.student_id`);
  return result.rows.map(toStudentFigures);
}

/** Chronically absent first by the share of days absent, then by absent days, then by name. */
export const worstFirst = (a: StudentFigures, b: StudentFigures) =>
  b.absent / b.enrolledDays - a.absent / a.enrolledDays ||
  b.absent - a.absent ||
  a.fullName.localeCompare(b.fullName);
