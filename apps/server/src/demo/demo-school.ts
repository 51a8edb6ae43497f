import type { Db } from '../db/client.js';
import { addDays, schoolYearStartOf } from '../shared/school-calendar.js';
import { getSettings } from '../shared/school-settings.js';
import { insertDemoAttendance, insertDemoStudents } from './generate-school.js';

export type DemoSchool = { students: number; checkIns: number; from: string; to: string };

/**
 * A demo school as a school would look on `today`: its students enrolled since the school year's
 * first day, and a check-in history for every school day of theirs up to yesterday, with the
 * patterns of insertDemoAttendance (most 92–98 %, a tenth chronically absent). Today is left for
 * the visitor to scan.
 */
export async function seedDemoSchool(
  db: Db,
  options: { today: string; students: number; seed: number; idPrefix: string },
): Promise<DemoSchool> {
  const settings = await getSettings(db);
  const from = schoolYearStartOf(options.today);
  const to = addDays(options.today, -1);
  const students = await insertDemoStudents(db, options.students, {
    seed: options.seed,
    idPrefix: options.idPrefix,
    enrolledOn: from,
  });
  const checkIns =
    to < from
      ? 0
      : await insertDemoAttendance(db, {
          from,
          to,
          timezone: settings.timezone,
          startTime: settings.startTime,
          schoolDays: settings.schoolDays,
          holidays: settings.holidays,
          isFromEnrolment: true,
        });
  return { students, checkIns, from, to };
}
