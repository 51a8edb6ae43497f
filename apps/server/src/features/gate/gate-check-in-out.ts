/** What a gate scan writes: the day's check-in, or its first check-out. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import type { GateScanResult } from '@rollcall/contract/gate';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import type { Actor } from '../../shared/actor.js';
import { classifyCheckIn, schoolDateOf, schoolTimeOf } from '../../shared/school-calendar.js';
import { alreadyCheckedIn, insertCheckIn } from '../attendance/check-in.service.js';
import { mediaUrl } from '../media/media.service.js';
import type { getSettings } from '../../shared/school-settings.js';
import type { selectStudents } from '../students/students.service.js';
import type { GateDeviceRow } from './gate-auth.js';

/** Who scanned: a paired device, or signed-in staff at a gate. */
export type GateCaller =
  { device: GateDeviceRow; actor?: undefined } | { device?: undefined; actor: Actor };

type Settings = Awaited<ReturnType<typeof getSettings>>;
export type StudentRow = Awaited<ReturnType<ReturnType<typeof selectStudents>['where']>>[number];

const fullName = (student: StudentRow) => `${student.firstName} ${student.lastName}`;

function studentOf(row: StudentRow): GateScanResult['student'] {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    studentId: row.studentId,
    class: row.class,
    section: row.section,
    ...(row.photoToken && { photoUrl: mediaUrl(row.photoToken) }),
  };
}

type Scan = {
  db: Db;
  student: StudentRow;
  time: Date;
  /** When the scan reached the server: later than `time` for one synced from the offline queue. */
  receivedAt: Date;
  settings: Settings;
  caller: GateCaller;
  clientScanId: string;
};

export async function checkIn({
  db,
  student,
  time,
  receivedAt,
  settings,
  caller,
  clientScanId,
}: Scan) {
  const timing = classifyCheckIn(time, settings);
  const inserted = await insertCheckIn(db, {
    studentId: student.id,
    // The gate refused the card of another school's student before this.
    schoolId: student.schoolId,
    schoolDate: timing.schoolDate,
    scanTime: time,
    createdAt: receivedAt,
    status: timing.status,
    timeWindow: timing.timeWindow,
    minutesLate: timing.minutesLate,
    location: caller.device?.location ?? null,
    method: 'scan',
    recordedBy: caller.actor?.id ?? null,
    deviceId: caller.device?.id ?? null,
  });
  const base = {
    student: studentOf(student),
    scannedAt: time.toISOString(),
    withoutCheckIn: false,
    clientScanId,
  };
  if (!inserted) {
    const refusal = await alreadyCheckedIn(db, student, timing.schoolDate, settings.timezone);
    return {
      ...base,
      outcome: 'already-checked-in',
      message: refusal.wording,
      minutesLate: 0,
    } as const;
  }
  return {
    ...base,
    outcome: timing.status === 'late' ? 'late' : 'on-time',
    message: text('gate.checkedIn', { name: fullName(student) }),
    minutesLate: timing.minutesLate,
  } as const;
}

/** The first check-out of the day counts; one before dismissal time is early. */
export async function checkOut({ db, student, time, settings, caller, clientScanId }: Scan) {
  const schoolDate = schoolDateOf(time, settings.timezone);
  const dismissal = settings.dismissalTime;
  const isEarly = schoolTimeOf(time, settings.timezone) < dismissal;
  const [checkedIn] = await db
    .select({ id: attendance.id })
    .from(attendance)
    .where(
      and(
        eq(attendance.studentId, student.id),
        eq(attendance.schoolDate, schoolDate),
        sql`${attendance.deletedAt} is null`,
        inArray(attendance.status, ['present', 'late']),
      ),
    );
  const [inserted] = await db
    .insert(attendanceCheckOuts)
    .values({
      studentId: student.id,
      schoolDate,
      checkedOutAt: time,
      isEarly,
      withoutCheckIn: !checkedIn,
      location: caller.device?.location ?? null,
      deviceId: caller.device?.id ?? null,
      recordedBy: caller.actor?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  const base = { student: studentOf(student), minutesLate: 0, clientScanId };
  if (!inserted) {
    const [first] = await db
      .select()
      .from(attendanceCheckOuts)
      .where(
        and(
          eq(attendanceCheckOuts.studentId, student.id),
          eq(attendanceCheckOuts.schoolDate, schoolDate),
        ),
      );
    return {
      ...base,
      outcome: 'already-checked-out',
      message: first
        ? text('gate.alreadyCheckedOut', {
            name: fullName(student),
            time: schoolTimeOf(first.checkedOutAt, settings.timezone),
          })
        : text('gate.alreadyCheckedOutEarlier', { name: fullName(student) }),
      scannedAt: (first?.checkedOutAt ?? time).toISOString(),
      withoutCheckIn: first?.withoutCheckIn ?? false,
    } as const;
  }
  const name = fullName(student);
  const message = isEarly
    ? inserted.withoutCheckIn
      ? text('gate.checkedOutEarlyWithoutCheckIn', { name, time: dismissal })
      : text('gate.checkedOutEarly', { name, time: dismissal })
    : inserted.withoutCheckIn
      ? text('gate.checkedOutWithoutCheckIn', { name })
      : text('gate.checkedOut', { name });
  return {
    ...base,
    outcome: isEarly ? 'checked-out-early' : 'checked-out',
    message,
    scannedAt: time.toISOString(),
    withoutCheckIn: inserted.withoutCheckIn,
  } as const;
}
