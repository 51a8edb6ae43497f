import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { expect } from 'vitest';
import { idCardBatches } from '../src/db/schema/id-cards.js';
import { interventionCases } from '../src/db/schema/interventions.js';
import { notifications } from '../src/db/schema/notifications.js';
import { letterBatches } from '../src/db/schema/outreach.js';
import { reports } from '../src/db/schema/reports.js';
import { rosterPendingImports } from '../src/db/schema/roster.js';
import { buildQrPayload } from '../src/shared/qr-code.js';
import { insertAttendance, insertStudent, insertUser } from './factories.js';
import { pairGateDevice } from './gate-device.js';
import type { SignedIn, TestApp } from './test-app.js';

export type OtherSchool = Awaited<ReturnType<typeof otherSchoolRecords>>;

const inserted = <T extends { id: string }>(rows: T[]) => {
  const [row] = rows;
  if (!row) throw new Error('A record of the other school was not inserted');
  return row.id;
};

/**
 * One of every kind of school record, at school `schoolId`, made by a district administrator:
 * their ids, the texts that would show they leaked (markers), the student's card, and a check
 * that none of them changed.
 */
export async function otherSchoolRecords(
  t: TestApp,
  district: SignedIn,
  schoolId: string,
  marker: { tag: string; firstName: string; schoolName: string },
) {
  const db = t.database.db;
  const headers = { [SCHOOL_ID_HEADER]: schoolId };
  await t.database.pool.query('update school_settings set school_name = $1 where school_id = $2', [
    marker.schoolName,
    schoolId,
  ]);
  const studentNumber = `MARK-${marker.tag}-STU`;
  const guardianEmail = `guardian-${marker.tag.toLowerCase()}@marker.test`;
  const student = await insertStudent(db, {
    schoolId,
    studentId: studentNumber,
    firstName: marker.firstName,
    lastName: 'Markerly',
    guardianEmail,
  });
  const recordId = inserted(
    await insertAttendance(db, {
      studentId: student.id,
      schoolDate: '2026-10-05',
      scanTime: new Date('2026-10-05T12:00:00Z'),
      status: 'present',
      method: 'scan',
    }).returning(),
  );
  const saved = await district.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: student.id, settings: {} },
    headers,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const cardId = saved.json().data.card._id as string;
  const cardBatchId = inserted(
    await db
      .insert(idCardBatches)
      .values({ schoolId, class: '10', layout: 'card', settings: {} as never, total: 1 })
      .returning(),
  );
  const reportId = inserted(
    await db
      .insert(reports)
      .values({
        schoolId,
        type: 'student-summary',
        format: 'csv',
        startDate: '2026-10-05',
        endDate: '2026-10-05',
        status: 'Ready',
        file: Buffer.from(studentNumber),
        byteSize: 9,
      })
      .returning(),
  );
  const caseId = inserted(
    await db
      .insert(interventionCases)
      .values({
        schoolId,
        studentId: student.id,
        rule: 'chronic-absence',
        openedOn: '2026-10-05',
        evaluatedOn: '2026-10-05',
      })
      .returning(),
  );
  const letterBatchId = inserted(
    await db
      .insert(letterBatches)
      .values({ schoolId, kind: 'nudge', studentIds: [student.id], total: 1 })
      .returning(),
  );
  const pendingImportId = inserted(
    await db
      .insert(rosterPendingImports)
      .values({
        schoolId,
        file: Buffer.from('zip'),
        query: {} as never,
        reason: 'archives',
        count: 1,
        limit: 1,
        summary: { created: 0, updated: 0, archived: 1, unchanged: 0, skipped: 0, toArchive: 0 },
      })
      .returning(),
  );
  await db.insert(notifications).values({
    schoolId,
    kind: 'absentee',
    studentId: student.id,
    schoolDate: '2026-10-05',
    channel: 'email',
    recipient: guardianEmail,
    body: `${marker.firstName} was absent`,
  });
  const staffEmail = `staff-${marker.tag.toLowerCase()}@marker.test`;
  const { id: userId } = await insertUser(db, {
    name: `${marker.firstName} Staffer`,
    email: staffEmail,
    schoolIds: [schoolId],
  });
  const deviceId = (await pairGateDevice(t, district, { headers, location: `${marker.tag} Gate` }))
    .id;

  const state = async () =>
    (
      await t.database.pool.query(
        `select (select row(archived_at, erased_at, qr_version, notes)::text from students
                  where id = $1) as student,
                (select row(status, deleted_at)::text from attendance where id = $2) as record,
                (select status from id_cards where id = $3) as card,
                (select row(status, (select count(*) from intervention_notes where case_id = $4))::text
                   from intervention_cases where id = $4) as case,
                (select count(*)::int from reports where id = $5) as report,
                (select revoked_at is null from gate_devices where id = $6) as device,
                (select count(*)::int from roster_pending_imports where id = $7) as pending,
                (select count(*)::int from attendance where student_id = $1) as records,
                (select row(name, email, role, is_active, (select count(*) from school_memberships
                   where user_id = $8))::text from users where id = $8) as staff`,
        [student.id, recordId, cardId, caseId, reportId, deviceId, pendingImportId, userId],
      )
    ).rows[0];
  const before = await state();
  const ids = {
    studentId: student.id,
    recordId,
    cardId,
    cardBatchId,
    reportId,
    caseId,
    letterBatchId,
    pendingImportId,
    deviceId,
    userId,
  };
  return {
    schoolId,
    ...ids,
    card: buildQrPayload(t.app.qrSecret, student),
    markers: [
      ...Object.values(ids),
      studentNumber,
      marker.firstName,
      marker.schoolName,
      guardianEmail,
      staffEmail,
    ],
    unchanged: async () => JSON.stringify(await state()) === JSON.stringify(before),
  };
}
