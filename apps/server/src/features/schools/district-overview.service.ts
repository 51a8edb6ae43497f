import { sql } from 'drizzle-orm';
import { attendanceRate, roundRate } from '@rollcall/contract/reports';
import type { DistrictOverview } from '@rollcall/contract/schools';
import type { SchoolSettings } from '@rollcall/contract/settings';
import type { Db } from '../../db/client.js';
import { rollUpTotals } from '../../figures/attendance-totals.js';
import { chronicSettingsOf } from '../../figures/chronic-absence.js';
import { arrayLiteral } from '../../figures/figure-ctes.js';
import { pastSchoolDays } from '../../figures/scope.js';
import { studentFigures } from '../../figures/student-figures.js';
import { activeSchoolIds } from '../../shared/active-schools.js';
import { addDays, isSchoolDay, schoolDateOf } from '../../shared/school-calendar.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { schoolYearOn } from '../../shared/school-year.js';

type School = { id: string; settings: SchoolSettings; today: string };

/**
 * Chronic absence counts over finished days only, so a school's count is made once a day and
 * kept (per process) until its date changes; an edit of a past record shows the next day.
 */
const chronicByDay = new Map<string, number>();

async function chronicCount(db: Db, school: School): Promise<number> {
  const key = `${school.id}:${school.today}`;
  const known = chronicByDay.get(key);
  if (known !== undefined) return known;
  const { settings, today } = school;
  const yesterday = addDays(today, -1);
  const year = schoolYearOn(yesterday, settings.academicYear);
  const days = pastSchoolDays(year.startDate, yesterday, today, settings);
  const scope = { schoolId: school.id, class: null, section: null, timezone: settings.timezone };
  const figures = await studentFigures(db, scope, days, chronicSettingsOf(settings));
  const count = figures.filter((student) => student.chronic).length;
  for (const old of chronicByDay.keys())
    if (old.startsWith(`${school.id}:`)) chronicByDay.delete(old);
  chronicByDay.set(key, count);
  return count;
}

/** Every open school's enrolled students and check-ins on its own date, in one statement. */
async function todayFigures(db: Db, schools: School[]) {
  const result = await db.execute<{
    school_id: string;
    code: string;
    enrolled: number;
    checked_in: number;
    late: number;
  }>(sql`
    with day(school_id, d) as (
      select * from unnest(${arrayLiteral(schools.map((s) => s.id))}::uuid[],
                           ${arrayLiteral(schools.map((s) => s.today))}::date[])
    )
    select day.school_id, schools.code,
           (select count(*)::int from students s
             where s.school_id = day.school_id and s.archived_at is null and s.is_active) as enrolled,
           coalesce(counts.checked_in, 0) as checked_in, coalesce(counts.late, 0) as late
      from day
      join schools on schools.id = day.school_id
      cross join lateral (
        select count(*)::int as checked_in, count(*) filter (where a.status = 'late')::int as late
          from attendance a join students s on s.id = a.student_id
         where a.school_id = day.school_id and a.school_date = day.d and a.deleted_at is null
           and a.status in ('present', 'late') and s.archived_at is null and s.is_active
      ) counts`);
  return new Map(result.rows.map((row) => [row.school_id, row]));
}

/**
 * The district's day (issue 41): per open school, on its own date, the enrolled students, those
 * checked in and late, those absent, today's rate, and the students chronically absent this
 * school year; and the district's totals.
 */
export async function getDistrictOverview(db: Db, now: Date): Promise<DistrictOverview> {
  const schools: School[] = await Promise.all(
    (await activeSchoolIds(db)).map(async (id) => {
      const settings = await getSchoolSettings(db, id);
      return { id, settings, today: schoolDateOf(now, settings.timezone) };
    }),
  );
  const earliest = schools.map((school) => school.today).sort()[0];
  if (earliest) await rollUpTotals(db, earliest);
  const today = await todayFigures(db, schools);
  const rows: DistrictOverview['schools'] = [];
  for (const school of schools) {
    const figures = today.get(school.id);
    const enrolled = figures?.enrolled ?? 0;
    const checkedIn = figures?.checked_in ?? 0;
    const schoolDay = isSchoolDay(school.today, school.settings);
    const expected = schoolDay ? enrolled : 0;
    const rate = attendanceRate(checkedIn, expected);
    rows.push({
      _id: school.id,
      name: school.settings.schoolName,
      code: figures?.code ?? '',
      date: school.today,
      isSchoolDay: schoolDay,
      enrolled,
      checkedIn,
      late: figures?.late ?? 0,
      absent: Math.max(0, expected - checkedIn),
      attendanceRate: rate === null ? null : roundRate(rate),
      chronicAbsent: await chronicCount(db, school),
    });
  }
  const sum = (pick: (row: DistrictOverview['schools'][number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return {
    schools: rows.sort((a, b) => a.name.localeCompare(b.name)),
    totals: {
      enrolled: sum((row) => row.enrolled),
      checkedIn: sum((row) => row.checkedIn),
      late: sum((row) => row.late),
      absent: sum((row) => row.absent),
      chronicAbsent: sum((row) => row.chronicAbsent),
    },
  };
}
