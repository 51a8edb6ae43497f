import { and, count, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { GateMode } from '@rollcall/contract/gate';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { students } from '../../db/schema/students.js';
import { studentsAt } from '../../figures/enrolled.js';
import { getSchoolSettings } from '../../shared/school-settings.js';

/**
 * A school's check-ins (or check-outs) today at a location, every gate there together; all when
 * null.
 */
export async function gateCountToday(
  db: Db,
  now: Date,
  schoolId: string,
  location: string | null,
  mode: GateMode,
) {
  const { timezone } = await getSchoolSettings(db, schoolId);
  const date = schoolDateOf(now, timezone);
  const atLocation = (column: AnyColumn): SQL | undefined =>
    location === null ? undefined : eq(column, location);
  const [row] =
    mode === 'check-out'
      ? await db
          .select({ value: count() })
          .from(attendanceCheckOuts)
          .where(
            and(
              eq(attendanceCheckOuts.schoolDate, date),
              sql`${attendanceCheckOuts.studentId} in (select ${students.id} from ${students}
                where ${studentsAt(schoolId)})`,
              atLocation(attendanceCheckOuts.location),
            ),
          )
      : await db
          .select({ value: count() })
          .from(attendance)
          .where(
            and(
              eq(attendance.schoolId, schoolId),
              eq(attendance.schoolDate, date),
              isNull(attendance.deletedAt),
              atLocation(attendance.location),
            ),
          );
  return { date, location, mode, count: row?.value ?? 0 };
}
