import { sql } from 'drizzle-orm';
import { attendanceRate, roundRate } from '@rollcall/contract/reports';
import type { DistrictOverview, DistrictOverviewQuery } from '@rollcall/contract/schools';
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

/** An open school, its settings, its own today and the date shown for it. */
type School = { id: string; settings: SchoolSettings; today: string; date: string };

/**
 * Chronic absence counts the school days before the date shown (finished days only), so a
 * school's count is made once per date and kept (per process, the latest date asked of each
 * school) until another date is asked; an edit of a past record shows the next day.
 */
const chronicByDay = new Map<string, number>();

async function chronicCount(db: Db, school: School): Promise<number> {
  const key = `${school.id}:${school.date}`;
  const known = chronicByDay.get(key);
  if (known !== undefined) return known;
  const { settings, date, today } = school;
  const dayBefore = addDays(date, -1);
  const year = schoolYearOn(dayBefore, settings.academicYear);
  const days = pastSchoolDays(year.startDate, dayBefore, today, settings);
  const scope = { schoolId: school.id, class: null, section: null, timezone: settings.timezone };
  const figures = await studentFigures(db, scope, days, chronicSettingsOf(settings));
  const count = figures.filter((student) => student.chronic).length;
  for (const old of chronicByDay.keys())
    if (old.startsWith(`${school.id}:`)) chronicByDay.delete(old);
  chronicByDay.set(key, count);
  return count;
}

/**
 * Every open school's figures on its date, in one statement: the students enrolled by then (not
 * archived and active today: a past day counts today's roster), those checked in and late, the
 * cases open now, and the guardian messages sent for the date (not the tests to staff).
 */
async function dayFigures(db: Db, schools: School[]) {
  const result = await db.execute<{
    school_id: string;
    code: string;
    enrolled: number;
    checked_in: number;
    late: number;
    open_cases: number;
    alerts_sent: number;
  }>(sql`
    with day(school_id, d) as (
      select * from unnest(${arrayLiteral(schools.map((s) => s.id))}::uuid[],
                           ${arrayLiteral(schools.map((s) => s.date))}::date[])
    )
    select day.school_id, schools.code,
           (select count(*)::int from students s
             where s.school_id = day.school_id and s.archived_at is null and s.is_active
               and s.enrollment_date <= day.d) as enrolled,
           coalesce(counts.checked_in, 0) as checked_in, coalesce(counts.late, 0) as late,
           (select count(*)::int from intervention_cases c
             where c.school_id = day.school_id and c.status <> 'closed') as open_cases,
           (select count(*)::int from notifications n
             where n.school_id = day.school_id and n.school_date = day.d
               and n.status = 'sent' and n.kind <> 'test') as alerts_sent
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
 * The district's day (issue 41): per open school, on the date asked for or else its own today,
 * the enrolled students, those checked in and late, those absent, the day's rate, the students
 * chronically absent this school year, the cases open and the alerts sent; and the district's
 * totals. A school whose date has not begun yet (a date ahead of its time zone) expects nobody.
 */
export async function getDistrictOverview(
  db: Db,
  now: Date,
  query: DistrictOverviewQuery,
): Promise<DistrictOverview> {
  const schools: School[] = await Promise.all(
    (await activeSchoolIds(db)).map(async (id) => {
      const settings = await getSchoolSettings(db, id);
      const today = schoolDateOf(now, settings.timezone);
      return { id, settings, today, date: query.date ?? today };
    }),
  );
  const earliest = schools.map((school) => school.today).sort()[0];
  if (earliest) await rollUpTotals(db, earliest);
  const figuresOf = await dayFigures(db, schools);
  const rows: DistrictOverview['schools'] = [];
  for (const school of schools) {
    const figures = figuresOf.get(school.id);
    const enrolled = figures?.enrolled ?? 0;
    const checkedIn = figures?.checked_in ?? 0;
    const schoolDay = isSchoolDay(school.date, school.settings);
    const expected = schoolDay && school.date <= school.today ? enrolled : 0;
    const rate = attendanceRate(checkedIn, expected);
    rows.push({
      _id: school.id,
      name: school.settings.schoolName,
      code: figures?.code ?? '',
      date: school.date,
      isSchoolDay: schoolDay,
      enrolled,
      checkedIn,
      late: figures?.late ?? 0,
      absent: Math.max(0, expected - checkedIn),
      attendanceRate: rate === null ? null : roundRate(rate),
      chronicAbsent: await chronicCount(db, school),
      openCases: figures?.open_cases ?? 0,
      alertsSent: figures?.alerts_sent ?? 0,
    });
  }
  const expecting = rows.filter((row) => row.attendanceRate !== null);
  const sum = (pick: (row: DistrictOverview['schools'][number]) => number, of = rows) =>
    of.reduce((total, row) => total + pick(row), 0);
  const totalRate = attendanceRate(
    sum((row) => row.checkedIn, expecting),
    sum((row) => row.checkedIn + row.absent, expecting),
  );
  return {
    schools: rows.sort((a, b) => a.name.localeCompare(b.name)),
    totals: {
      enrolled: sum((row) => row.enrolled),
      checkedIn: sum((row) => row.checkedIn),
      late: sum((row) => row.late),
      absent: sum((row) => row.absent),
      chronicAbsent: sum((row) => row.chronicAbsent),
      openCases: sum((row) => row.openCases),
      alertsSent: sum((row) => row.alertsSent),
      attendanceRate: totalRate === null ? null : roundRate(totalRate),
    },
  };
}
