import { sql } from 'drizzle-orm';
import { CLASS_OPTIONS, SECTIONS } from '@rollcall/contract/students';
import type { Db } from '../db/client.js';
import { students } from '../db/schema/students.js';
import { firstSchoolId } from '../shared/school-staff.js';

const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Levi',
  'Amelia',
  'Ethan',
  'Harper',
  'Aiden',
  'Evelyn',
  'Kai',
  'Aaliyah',
  'Diego',
  'Zoe',
  'Hiro',
  'Priya',
  'Omar',
  'Chloe',
  'Malik',
  'Nora',
  'Santiago',
  'Layla',
  'Wei',
  'Fatima',
  'Jonah',
  'Grace',
  'Kofi',
  'Lucia',
  'Arjun',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Garcia',
  'Brown',
  'Nguyen',
  'Patel',
  'Kim',
  'Martinez',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Okafor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Rossi',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'Chen',
  'Hernandez',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Adams',
  'Baker',
];
const ALLERGIES = ['Peanuts', 'Penicillin', 'Bee stings', 'Lactose', 'Shellfish', 'Pollen'];
const BLOOD_TYPES = ['O+', 'O-', 'A+', 'A-', 'B+', 'AB+'];

/** A small deterministic generator, so that a demo school looks the same every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export async function insertDemoStudents(
  db: Db,
  count: number,
  options: {
    seed?: number;
    idPrefix?: string;
    enrolledOn?: string;
    /** The installation's first school unless given (a district bench's other schools). */
    schoolId?: string;
  } = {},
): Promise<number> {
  const next = random(options.seed ?? 7);
  const idPrefix = options.idPrefix ?? 'S';
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const schoolId = options.schoolId ?? (await firstSchoolId(db));
  const rows: (typeof students.$inferInsert)[] = [];
  for (let index = 0; index < count; index += 1) {
    const firstName = pick(FIRST_NAMES);
    const lastName = pick(LAST_NAMES);
    const grade = CLASS_OPTIONS[index % CLASS_OPTIONS.length] as string;
    const phone = `+1 555 ${String(100 + Math.floor(next() * 900))} ${String(1000 + index).slice(-4)}`;
    const hasAllergies = next() < 0.2;
    rows.push({
      schoolId,
      studentId: `${idPrefix}${String(100_000 + index)}`,
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@students.rollcall.test`.toLowerCase(),
      dateOfBirth: `${2008 + CLASS_OPTIONS.indexOf(grade as '9') * -1 + 3}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
      gender: pick(['male', 'female', 'other'] as const),
      class: grade,
      section: SECTIONS[Math.floor(index / CLASS_OPTIONS.length) % SECTIONS.length],
      rollNumber: String(1 + Math.floor(index / (CLASS_OPTIONS.length * SECTIONS.length))),
      enrollmentDate: options.enrolledOn ?? '2025-08-25',
      guardianName: `${pick(FIRST_NAMES)} ${lastName}`,
      guardianPhone: phone,
      guardianEmail: next() < 0.85 ? `guardian.${index}@families.rollcall.test` : null,
      guardianRelation: pick(['parent', 'parent', 'parent', 'guardian', 'relative'] as const),
      city: 'Springfield',
      state: 'IL',
      country: 'USA',
      bloodType: pick(BLOOD_TYPES),
      allergies: hasAllergies
        ? [pick(ALLERGIES), pick(ALLERGIES)].filter((v, i, all) => all.indexOf(v) === i)
        : [],
      emergencyContactName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      emergencyContactPhone: `+1 555 0${String(100 + index).slice(-3)} ${String(2000 + index).slice(-4)}`,
    });
  }
  let inserted = 0;
  for (let start = 0; start < rows.length; start += 1000) {
    const created = await db
      .insert(students)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing()
      .returning({ id: students.id });
    inserted += created.length;
  }
  return inserted;
}

/** The share of demo students who are chronically absent (spec: the rule's threshold, 10 %). */
export const DEMO_CHRONIC_SHARE = 0.1;

/**
 * Check-ins for every enrolled student on every school day from `from` to `to` (from their
 * enrolment date on), generated inside the database, one statement a month, so progress is
 * visible and no statement runs for long. Each student has a pattern of their own, fixed by their
 * id, as a school's attendance looks: most attend 92–98 % of days, a tenth are chronically absent
 * (70–88 %), a few miss a run of a school week in a row, and some are late often. Most check-ins
 * are on time, some late, a few very late.
 */
export async function insertDemoAttendance(
  db: Db,
  options: {
    from: string;
    to: string;
    timezone: string;
    startTime: string;
    /** ISO weekdays the school is open (Monday to Friday unless given). */
    schoolDays?: readonly number[];
    holidays?: readonly string[];
    /** Only the days since each student's enrolment date (the demo school); else every day. */
    isFromEnrolment?: boolean;
    onMonth?: (month: string) => void;
  },
): Promise<number> {
  const schoolDays = `{${(options.schoolDays ?? [1, 2, 3, 4, 5]).join(',')}}`;
  const holidays = `{${(options.holidays ?? []).join(',')}}`;
  // A student's pattern, from hashes of their id: the same every run, different per student.
  const share = (salt: string) =>
    sql.raw(`((abs(hashtext(s.id::text || '${salt}')) % 10000) / 10000.0)`);
  let total = 0;
  for (let monthStart = options.from; monthStart <= options.to;) {
    const next = new Date(`${monthStart}T00:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const nextMonth = next.toISOString().slice(0, 10);
    const monthEnd =
      nextMonth <= options.to
        ? new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10)
        : options.to;
    const result = await db.execute(sql`
      insert into attendance (student_id, school_id, school_date, scan_time, status, time_window, minutes_late, location, method)
      select x.student_id, x.school_id, x.day,
        (x.day + ${options.startTime}::time + make_interval(mins => x.minutes)) at time zone ${options.timezone},
        case when x.minutes <= 5 then 'present' else 'late' end,
        case when x.minutes <= 5 then 'on_time' when x.minutes <= 15 then 'late' else 'very_late' end,
        greatest(x.minutes, 0) * (x.minutes > 5)::int,
        (array['Main Gate', 'North Gate', 'Front Office'])[1 + floor(x.r_gate * 3)::int],
        'scan'
      from (
        select y.*,
          case
            when y.r_late >= y.lateness then -35 + floor(y.r_minutes * 41)::int
            when y.r_minutes < 0.8 then 6 + floor(y.r_minutes * 12.5)::int
            else 16 + floor((y.r_minutes - 0.8) * 250)::int
          end as minutes
        from (
          select s.id as student_id, s.school_id, d0.ts::date as day, p.absence, p.lateness, p.run_start,
            random() as r_absent, random() as r_late, random() as r_minutes, random() as r_gate
          from students s
          cross join lateral (
            select
              case when ${share(':profile')} < ${DEMO_CHRONIC_SHARE}
                then 0.12 + ${share(':rate')} * 0.18
                else 0.02 + ${share(':rate')} * 0.06
              end as absence,
              case when ${share(':late')} < 0.08 then 0.35 else 0.08 end as lateness,
              case when ${share(':run')} < 0.04
                then ${options.from}::date + floor(${share(':day')} * 60)::int
              end as run_start
          ) p
          cross join generate_series(${monthStart}::date, ${monthEnd}::date, interval '1 day') as d0(ts)
          where extract(isodow from d0.ts) = any(${schoolDays}::int[])
            and not (d0.ts::date = any(${holidays}::date[]))
            and (not ${options.isFromEnrolment ?? false} or d0.ts::date >= s.enrollment_date)
            and s.archived_at is null and s.is_active
        ) y
        where y.r_absent >= y.absence
          and not coalesce(y.day between y.run_start and y.run_start + 6, false)
      ) x
      on conflict do nothing`);
    total += result.rowCount ?? 0;
    options.onMonth?.(monthStart.slice(0, 7));
    monthStart = nextMonth;
  }
  return total;
}
