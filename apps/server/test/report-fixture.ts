import type { Db } from '../src/db/client.js';
import { updateSettings } from '../src/features/settings/settings.service.js';
import { getSettings } from '../src/shared/school-settings.js';
import { insertStudent, insertUser, insertAttendance, type AttendanceValues } from './factories.js';
import { firstSchoolId } from '../src/shared/school-staff.js';

/**
 * The hand-computed school of the report tests (America/New_York, Monday to Friday).
 * Range 2026-09-07 (Labor Day, a holiday) to 2026-09-18; "today" is Thursday 2026-09-17, so the
 * school days are 8, 9, 10, 11, 14, 15, 16 and 17 September (the 12th/13th are a weekend, the
 * 18th is after today). P = on time, L = late, A = absent, - = not enrolled:
 *
 *            08 09 10 11 14 15 16 17
 *   Ana 10A  P  P  P  P  P  P  P  P
 *   Ben 10A  P  P  L  P  P  L  P  P     late 12 and 25 minutes
 *   Cara 10B P  A  P  P  A  P  P  P     chronic (2 of 8); a deleted "present" on the 9th
 *   Dan 10B  P  P  P  P  P  A  A  A     chronic (3 of 8), three days running; an "absent" record on the 16th
 *   Eve 11A  -  -  -  -  P  P  A  P     enrolled on the 14th (4 days: below the 5-day minimum)
 *   Finn 11A P  P  A  -  -  -  -  -     archived on the 11th at 10:00
 *   Gus 12A  P  P  P  P  P  P  P  P     also records on the holiday and on Saturday (not counted);
 *                                       first name "=SUM(1+1)" (formula neutralisation)
 *   Hal 12A  enrolled on 2026-09-21, after the range
 *
 * Chronic absence is set to 10 % of at least 5 enrolled days.
 */
export const FIXTURE = {
  today: '2026-09-17T18:00:00-04:00',
  range: { startDate: '2026-09-07', endDate: '2026-09-18' },
  days: [
    '2026-09-08',
    '2026-09-09',
    '2026-09-10',
    '2026-09-11',
    '2026-09-14',
    '2026-09-15',
    '2026-09-16',
    '2026-09-17',
  ],
  formulaName: '=SUM(1+1) Weekend',
} as const;

type Mark = 'P' | 'L' | 'A' | 'a' | '-';
// 'A' = no record; 'a' = a record with status absent.
const GRID: Record<string, { marks: string; late?: number[] }> = {
  ana: { marks: 'PPPPPPPP' },
  ben: { marks: 'PPLPPLPP', late: [12, 25] },
  cara: { marks: 'PAPPAPPP' },
  dan: { marks: 'PPPPPAaA' },
  eve: { marks: '----PPAP' },
  finn: { marks: 'PPA-----' },
  gus: { marks: 'PPPPPPPP' },
};

const at = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);

export async function seedReportFixture(db: Db) {
  // Through the settings service, so that whatever caches settings hears of the change.
  const admin = await insertUser(db, { role: 'admin' });
  await updateSettings(
    db,
    {
      id: admin.id,
      role: 'admin',
      sessionId: admin.id,
      isDistrictAdmin: true,
      schoolId: await firstSchoolId(db),
    },
    {
      ...(await getSettings(db)),
      schoolDays: [1, 2, 3, 4, 5],
      holidays: ['2026-09-07'],
      chronicAbsenceThreshold: 10,
      chronicAbsenceMinDays: 5,
    },
  );
  const student = (
    firstName: string,
    lastName: string,
    cls: string,
    section: string,
    enrollmentDate: string,
    extra: { archivedAt?: Date } = {},
  ) =>
    insertStudent(db, {
      firstName,
      lastName,
      class: cls,
      section,
      enrollmentDate,
      studentId: `FX-${firstName.replace(/\W/g, '').toUpperCase() || 'GUS'}`,
      guardianName: `${lastName} Guardian`,
      ...extra,
    });
  const ids = {
    ana: (await student('Ana', 'Perfect', '10', 'A', '2026-09-08')).id,
    ben: (await student('Ben', 'Late', '10', 'A', '2026-09-08')).id,
    cara: (await student('Cara', 'Chronic', '10', 'B', '2026-09-08')).id,
    dan: (await student('Dan', 'Run', '10', 'B', '2026-09-08')).id,
    eve: (await student('Eve', 'Midway', '11', 'A', '2026-09-14')).id,
    finn: (
      await student('Finn', 'Archived', '11', 'A', '2026-09-08', {
        archivedAt: at('2026-09-11', '10:00'),
      })
    ).id,
    gus: (await student('=SUM(1+1)', 'Weekend', '12', 'A', '2026-09-08')).id,
    hal: (await student('Hal', 'Future', '12', 'A', '2026-09-21')).id,
  };

  const rows: AttendanceValues[] = [];
  for (const [key, { marks, late = [] }] of Object.entries(GRID)) {
    let lateIndex = 0;
    [...marks].forEach((mark, index) => {
      const date = FIXTURE.days[index] as string;
      const studentId = ids[key as keyof typeof ids];
      if ((mark as Mark) === 'P') {
        rows.push({
          studentId,
          schoolDate: date,
          scanTime: at(date, '07:55'),
          status: 'present',
          timeWindow: 'on_time',
          minutesLate: 0,
          method: 'scan',
          location: 'Main Gate',
        });
      } else if (mark === 'L') {
        const minutes = late[lateIndex++] ?? 0;
        const time = `08:${String(minutes).padStart(2, '0')}`;
        rows.push({
          studentId,
          schoolDate: date,
          scanTime: at(date, time),
          status: 'late',
          timeWindow: minutes > 15 ? 'very_late' : 'late',
          minutesLate: minutes,
          method: 'scan',
          location: 'Main Gate',
        });
      } else if (mark === 'a') {
        rows.push({
          studentId,
          schoolDate: date,
          scanTime: at(date, '09:30'),
          status: 'absent',
          timeWindow: null,
          minutesLate: 0,
          method: 'manual',
          location: null,
        });
      }
    });
  }
  // Not school days: the holiday and a Saturday (late, to show it does not count as late either).
  rows.push({
    studentId: ids.gus,
    schoolDate: '2026-09-07',
    scanTime: at('2026-09-07', '07:50'),
    status: 'present',
    timeWindow: 'on_time',
    minutesLate: 0,
    method: 'manual',
  });
  rows.push({
    studentId: ids.gus,
    schoolDate: '2026-09-12',
    scanTime: at('2026-09-12', '08:30'),
    status: 'late',
    timeWindow: 'very_late',
    minutesLate: 30,
    method: 'manual',
  });
  // A deleted check-in does not make Cara present on the 9th.
  rows.push({
    studentId: ids.cara,
    schoolDate: '2026-09-09',
    scanTime: at('2026-09-09', '07:58'),
    status: 'present',
    timeWindow: 'on_time',
    minutesLate: 0,
    method: 'scan',
    deletedAt: at('2026-09-09', '12:00'),
  });
  await insertAttendance(db, rows);
  return ids;
}

/** Records in the range that the attendance log lists (every non-deleted one, any day). */
export const FIXTURE_LOG_ROWS = 8 + 8 + 6 + 6 + 3 + 2 + 10;
