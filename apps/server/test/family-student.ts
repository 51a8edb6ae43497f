import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import sharp from 'sharp';
import { attendance } from '../src/db/schema/attendance.js';
import { interventionCases } from '../src/db/schema/interventions.js';
import { notifications } from '../src/db/schema/notifications.js';
import { students } from '../src/db/schema/students.js';
import { insertAttendance } from './factories.js';
import { multipartBody } from './multipart.js';
import type { SignedIn, TestApp } from './test-app.js';
import { FIRST_SCHOOL_ID } from '../src/shared/school-staff.js';

/**
 * A student with something in every table the export and the erasure read (issue 27): names in
 * Devanagari, Arabic and Chinese, a photo, three attendance records (one edited), two guardian
 * messages, a revoked and an active ID card, a case with a note, and the audit entries these made.
 * Made through the API where there is one, so the audit entries are the real ones.
 */
export const FAMILY = {
  firstName: 'अनन्या',
  lastName: 'حداد',
  studentId: 'PRV-0042',
  email: 'ananya.haddad@example.org',
  phoneNumber: '+1 555 777 4242',
  guardianName: '王秀英',
  guardianPhone: '+1 555 777 9090',
  guardianEmail: 'xiuying.wang@example.org',
  emergencyContactName: 'Omar Haddad',
  street: '17 Cedar Lane',
  notes: 'Walks home with her cousin',
} as const;

/** The student's id in the school's information system, as a OneRoster import sets it. */
export const FAMILY_SOURCED_ID = 'sis-user-ananya-7f3a';

/** Words only the fixture student's records hold: none may remain anywhere after erasure. */
export const FAMILY_TEXTS = [
  ...Object.values(FAMILY),
  'Bus broke down on Elm Street',
  'Spoke with Mrs Wang about mornings',
  'Ananya was absent today',
  FAMILY_SOURCED_ID,
];

/** School days of October 2026 in New York (EDT) the student has records on. */
export const RECORD_DAYS = ['2026-10-05', '2026-10-06', '2026-10-07'] as const;

export async function createFamilyStudent(t: TestApp, admin: SignedIn) {
  const { street: _street, emergencyContactName: _contact, ...withoutContacts } = FAMILY;
  const created = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: {
      ...withoutContacts,
      address: { street: FAMILY.street, city: 'Springfield' },
      emergencyContact: { name: FAMILY.emergencyContactName, phone: '+1 555 777 1111' },
      class: '11',
      section: 'B',
      enrollmentDate: '2026-09-01',
      dateOfBirth: '2010-03-14',
      guardianRelation: 'parent',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.student._id as string;
  const db = t.database.db;
  await db.update(students).set({ sourcedId: FAMILY_SOURCED_ID }).where(eq(students.id, id));

  const photo = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#225588' },
  })
    .png()
    .toBuffer();
  const uploaded = await admin.request({
    method: 'POST',
    url: `/api/students/${id}/upload-photo`,
    ...multipartBody('photo', 'ananya.png', 'image/png', photo),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  const records = await insertAttendance(
    db,
    RECORD_DAYS.map((schoolDate, index) => ({
      studentId: id,
      schoolDate,
      scanTime: new Date(`${schoolDate}T${index === 1 ? '08:20' : '07:55'}:00-04:00`),
      status: index === 1 ? ('late' as const) : ('present' as const),
      timeWindow: index === 1 ? ('late' as const) : ('on_time' as const),
      minutesLate: index === 1 ? 20 : 0,
      method: 'scan' as const,
    })),
  ).returning({ id: attendance.id });
  const edited = await admin.request({
    method: 'PUT',
    url: `/api/attendance/${records[1]?.id}`,
    payload: {
      status: 'present',
      timeWindow: 'on_time',
      minutesLate: 0,
      notes: 'Bus broke down on Elm Street',
      reason: 'Bus broke down on Elm Street',
    },
  });
  expect(edited.statusCode, edited.body).toBe(200);

  await db.insert(notifications).values([
    {
      schoolId: FIRST_SCHOOL_ID,
      kind: 'absentee',
      studentId: id,
      schoolDate: '2026-10-08',
      channel: 'email',
      recipient: FAMILY.guardianEmail,
      subject: `${FAMILY.firstName} ${FAMILY.lastName}`,
      body: `Dear ${FAMILY.guardianName}, Ananya was absent today`,
      status: 'sent',
      sentAt: new Date('2026-10-08T13:31:00Z'),
    },
    {
      schoolId: FIRST_SCHOOL_ID,
      kind: 'absentee',
      studentId: id,
      schoolDate: '2026-10-08',
      channel: 'sms',
      recipient: FAMILY.guardianPhone,
      body: 'Ananya was absent today',
      status: 'failed',
    },
  ]);

  const firstCard = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: id, settings: {} },
  });
  expect(firstCard.statusCode, firstCard.body).toBe(201);
  const revoked = await admin.request({
    method: 'POST',
    url: `/api/id-cards/${firstCard.json().data.card.id}/revoke`,
  });
  expect(revoked.statusCode, revoked.body).toBe(200);
  const secondCard = await admin.request({
    method: 'POST',
    url: '/api/id-cards',
    payload: { studentId: id, settings: {} },
  });
  expect(secondCard.statusCode, secondCard.body).toBe(201);

  const [openCase] = await db
    .insert(interventionCases)
    .values({
      schoolId: FIRST_SCHOOL_ID,
      studentId: id,
      rule: 'chronic-absence',
      openedOn: '2026-10-09',
      evaluatedOn: '2026-10-09',
      absentDays: 2,
      enrolledDays: 20,
      rate: 90,
    })
    .returning({ id: interventionCases.id });
  const noted = await admin.request({
    method: 'POST',
    url: `/api/interventions/${openCase?.id}/notes`,
    payload: { text: 'Spoke with Mrs Wang about mornings', action: 'call' },
  });
  expect(noted.statusCode, noted.body).toBe(201);
  return { id };
}
