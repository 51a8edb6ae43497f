/**
 * The district bench's district (issue 41): 40 schools of 1,000 students, written straight into
 * the database as the one-school bench writes its school, and a school year of check-ins for
 * every student up to yesterday (today's come from the bench's scans).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { schools } from '../db/schema/schools.js';
import { schoolSettings } from '../db/schema/settings.js';
import { insertDemoAttendance, insertDemoStudents } from '../demo/generate-school.js';
import { rollUpTotals } from '../figures/attendance-totals.js';
import { addDays, isoWeekday, schoolDateOf } from '../shared/school-calendar.js';
import { getSettings } from '../shared/school-settings.js';
import { firstSchoolId } from '../shared/school-staff.js';
import { TIMEZONE } from './scan-day.js';

export const SCHOOLS = 40;
export const STUDENTS_PER_SCHOOL = 1000;
/** A school year: 180 school days (Monday to Friday, no holidays), about 7 million records. */
export const SCHOOL_YEAR_DAYS = 180;

export type DistrictSchool = { id: string; name: string; studentPrefix: string };
export type SeededDistrict = {
  schools: DistrictSchool[];
  /** The first and last day of the records (the report's range). */
  from: string;
  to: string;
  records: number;
  seedSeconds: number;
  /** The reports' running totals built over the records, and vacuum analyze after it. */
  settleSeconds: number;
};

/** The school day `days` school days (Monday to Friday) before `date`, counting it. */
function schoolDaysBack(date: string, days: number): string {
  let day = date;
  for (let counted = isoWeekday(day) <= 5 ? 1 : 0; counted < days;) {
    day = addDays(day, -1);
    if (isoWeekday(day) <= 5) counted += 1;
  }
  return day;
}

/** School n's students are typed at the gate as `D07-100000`…: unique in the district. */
const prefixOf = (n: number) => `D${String(n).padStart(2, '0')}-`;
const nameOf = (n: number) => `District School ${String(n).padStart(2, '0')}`;

/**
 * The district, then its year of check-ins (`schoolDays` of them before today), then the totals
 * rolled up to today and the tables vacuumed and analyzed: a district's past year is long settled
 * by the time its schools scan in, as autovacuum leaves it.
 */
export async function seedDistrict(
  database: Database,
  schoolDays: number,
  log: (line: string) => void,
): Promise<SeededDistrict> {
  const { db } = database;
  await migrateDatabase(db);
  await getSettings(db);
  const started = Date.now();
  const first = await firstSchoolId(db);
  await db
    .update(schoolSettings)
    .set({ schoolName: nameOf(1), timezone: TIMEZONE })
    .where(sql`${schoolSettings.schoolId} = ${first}`);
  const district: DistrictSchool[] = [{ id: first, name: nameOf(1), studentPrefix: prefixOf(1) }];
  for (let n = 2; n <= SCHOOLS; n += 1) {
    const [row] = await db
      .insert(schools)
      .values({ code: `D${n}` })
      .returning({ id: schools.id });
    if (!row) throw new Error('School was not inserted');
    await db
      .insert(schoolSettings)
      .values({ schoolId: row.id, schoolName: nameOf(n), timezone: TIMEZONE });
    district.push({ id: row.id, name: nameOf(n), studentPrefix: prefixOf(n) });
  }
  for (const [index, school] of district.entries()) {
    await insertDemoStudents(db, STUDENTS_PER_SCHOOL, {
      schoolId: school.id,
      idPrefix: school.studentPrefix,
      seed: index + 7,
    });
  }
  const today = schoolDateOf(new Date(), TIMEZONE);
  const to = schoolDaysBack(addDays(today, -1), 1);
  const from = schoolDaysBack(to, schoolDays);
  log(`${SCHOOLS} schools, ${SCHOOLS * STUDENTS_PER_SCHOOL} students; check-ins ${from} to ${to}…`);
  const records = await insertDemoAttendance(db, {
    from,
    to,
    timezone: TIMEZONE,
    startTime: '08:00',
    onMonth: (month) => log(`  ${month} written (${((Date.now() - started) / 1000).toFixed(0)} s)`),
  });
  const seedSeconds = (Date.now() - started) / 1000;
  log(`seeded ${records.toLocaleString('en-US')} check-ins in ${seedSeconds.toFixed(1)} s`);
  const settling = Date.now();
  await rollUpTotals(db, today);
  await database.pool.query('vacuum analyze');
  const settleSeconds = (Date.now() - settling) / 1000;
  log(`totals rolled up and vacuum analyze in ${settleSeconds.toFixed(1)} s`);
  return { schools: district, from, to, records, seedSeconds, settleSeconds };
}
