import { sql } from 'drizzle-orm';
import { reports } from '../../db/schema/reports.js';
import { vacuumErasedTables } from './erasure.service.js';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { PRIVACY_MESSAGES } from '@rollcall/contract/privacy';
import { readPdf } from '../../../test/pdf-files.js';
import { LINCOLN_HIGH_SETTINGS } from '../../../test/school-settings-body.js';
import { useTestApp } from '../../../test/test-app.js';
import { comparable } from '../../../test/world-names.js';
import { insertStudent } from '../../../test/factories.js';
import {
  createFamilyStudent,
  FAMILY,
  FAMILY_TEXTS,
  RECORD_DAYS,
} from '../../../test/family-student.js';
import { FIRST_SCHOOL_ID } from '../../shared/school-staff.js';

const { t, admin, teacher } = useTestApp({ staff: { admin: {}, teacher: {} } });

let family = { id: '' };

beforeAll(async () => {
  t.setNow('2026-10-14T16:00:00Z');
  const settings = await admin.request({
    method: 'PUT',
    url: '/api/settings',
    payload: LINCOLN_HIGH_SETTINGS,
  });
  expect(settings.statusCode).toBe(200);
  family = await createFamilyStudent(t, admin);
});

/** Every text, JSON and text-array column of every table, in every schema but the catalogue's. */
async function textColumns() {
  const result = await t.database.db.execute<{ schema: string; table: string; column: string }>(sql`
    select c.table_schema as schema, c.table_name as table, c.column_name as column
    from information_schema.columns c
    join information_schema.tables tb
      on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where tb.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or c.udt_name in ('_text', '_varchar'))`);
  return result.rows;
}

/** Where in the database `needle` still is, as `table.column` (any case). */
async function placesHolding(needle: string) {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns()) {
    const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const result = await t.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.raw(`${quoted(schema)}.${quoted(table)}`)}
          where ${sql.raw(quoted(column))}::text ilike ${`%${needle}%`}`,
    );
    if ((result.rows[0]?.count ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

const exportOf = (id: string, as = admin) =>
  as.request({ method: 'GET', url: `/api/students/${id}/export` });

const totals = async () => {
  const range = `startDate=${RECORD_DAYS[0]}&endDate=2026-10-09`;
  const read = async (type: string) => {
    const reply = await admin.request({
      method: 'GET',
      url: `/api/attendance/reports?type=${type}&${range}&format=json`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data;
  };
  return { daily: await read('daily-summary'), classes: await read('class-summary') };
};

test('the export is a zip of the whole record as JSON, a PDF in any script and the photo; audited', async () => {
  const reply = await exportOf(family.id);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-type']).toBe('application/zip');
  expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="student-PRV-0042-/);
  expect(reply.headers['cache-control']).toBe('private, no-store');

  const files = unzipSync(new Uint8Array(reply.rawPayload));
  expect(Object.keys(files).sort()).toEqual(['photo.webp', 'student.json', 'student.pdf']);
  expect(Buffer.from(files['photo.webp'] ?? [])).toHaveLength(
    (
      await t.database.db.execute<{ size: number }>(
        sql`select byte_size as size from media where id = (select photo_media_id from students where id = ${family.id})`,
      )
    ).rows[0]?.size ?? -1,
  );

  const data = JSON.parse(strFromU8(files['student.json'] ?? new Uint8Array()));
  expect(data.student).toMatchObject({ ...FAMILY, class: '11', section: 'B', city: 'Springfield' });
  expect(data.student).not.toHaveProperty('qrCodeData');
  expect(data.attendance.map((row: { schoolDate: string }) => row.schoolDate)).toEqual(RECORD_DAYS);
  const editedDay = data.attendance[1];
  expect(editedDay).toMatchObject({ status: 'present', notes: 'Bus broke down on Elm Street' });
  expect(editedDay.edits).toEqual([
    expect.objectContaining({
      action: 'update',
      reason: 'Bus broke down on Elm Street',
      before: expect.objectContaining({ status: 'late' }),
    }),
  ]);
  expect(data.messages).toEqual([
    expect.objectContaining({
      channel: 'email',
      recipient: FAMILY.guardianEmail,
      status: 'sent',
      body: `Dear ${FAMILY.guardianName}, Ananya was absent today`,
    }),
    expect.objectContaining({ channel: 'sms', recipient: FAMILY.guardianPhone, status: 'failed' }),
  ]);
  expect(data.idCards.map((card: { status: string }) => card.status)).toEqual([
    'revoked',
    'active',
  ]);
  expect(data.cases).toEqual([
    expect.objectContaining({
      rule: 'chronic-absence',
      notes: [expect.objectContaining({ text: 'Spoke with Mrs Wang about mornings' })],
    }),
  ]);
  const actions = data.audit.map((entry: { action: string }) => entry.action);
  // Revoking a card gives the student a new QR code, which the audit records about them.
  expect(actions).toEqual([
    'student.create',
    'attendance.update',
    'student.regenerate_qr',
    'case.note',
  ]);
  expect(actions).not.toContain('student.export');

  const pdf = await readPdf(Buffer.from(files['student.pdf'] ?? []));
  const text = comparable(pdf.text);
  expect(pdf.title).toBe(PRIVACY_MESSAGES.export.title);
  for (const words of [
    FAMILY.firstName,
    FAMILY.lastName,
    FAMILY.guardianName,
    FAMILY.guardianEmail,
    'Bus broke down on Elm Street',
    'Spoke with Mrs Wang about mornings',
    PRIVACY_MESSAGES.export.messages,
    PRIVACY_MESSAGES.export.cases,
  ]) {
    expect(text, words).toContain(comparable(words));
  }

  const audit = await admin.request({
    method: 'GET',
    url: `/api/audit-log?action=student.export`,
  });
  expect(audit.json().data.entries).toEqual([
    expect.objectContaining({ entityId: family.id, actorId: admin.user.id }),
  ]);
});

test('the export is for admins only, and not of a student who is not there', async () => {
  expect((await exportOf(family.id, teacher)).statusCode).toBe(403);
  const missing = await exportOf(crypto.randomUUID());
  expect(missing.statusCode).toBe(404);
  expect(missing.json().error.message).toBe(ERROR_MESSAGES.STUDENT_NOT_FOUND);
});

const erase = (id: string, password: string, as = admin) =>
  as.request({ method: 'POST', url: `/api/students/${id}/erase`, payload: { password } });

test('erasure is refused for a teacher, a wrong password and a student not archived', async () => {
  expect((await erase(family.id, teacher.user.password, teacher)).statusCode).toBe(403);
  const wrong = await erase(family.id, 'not-my-password');
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json().error.fields.password).toBe(ERROR_MESSAGES.WRONG_CURRENT_PASSWORD);
  const enrolled = await erase(family.id, admin.user.password);
  expect(enrolled.statusCode).toBe(409);
  expect(enrolled.json().error.message).toBe(ERROR_MESSAGES.STUDENT_NOT_ARCHIVED);
  const empty = await erase(family.id, '');
  expect(empty.statusCode).toBe(400);
  expect(await placesHolding(FAMILY.guardianName)).not.toEqual([]);
});

test('erasure leaves no personal field in any table, the images gone, and the totals the same', async () => {
  const other = await insertStudent(t.database.db, { class: '11', section: 'B' });
  const before = await totals();
  // The student counts in the days compared: the totals would move if their facts went.
  expect(before.daily.rows[0]).toMatchObject({ date: RECORD_DAYS[0], enrolled: 1, present: 1 });
  const photoIds = (
    await t.database.db.execute<{ id: string }>(sql`
      select photo_media_id as id from students where id = ${family.id}
      union select photo_media_id from id_cards where student_id = ${family.id}`)
  ).rows.flatMap((row) => (row.id ? [row.id] : []));
  expect(photoIds.length).toBeGreaterThan(0);

  // Stored report files: one of the class the student was in before moving, which names them; one
  // being made for the whole school; two that do not name them (one from before names were kept).
  const report = (values: Partial<typeof reports.$inferInsert>) =>
    t.database.db
      .insert(reports)
      .values({
        schoolId: FIRST_SCHOOL_ID,
        type: 'student-summary',
        format: 'csv',
        startDate: RECORD_DAYS[0] ?? '',
        endDate: RECORD_DAYS[0] ?? '',
        status: 'Ready',
        file: Buffer.from('a report'),
        ...values,
      })
      .returning({ id: reports.id });
  await report({ class: '10', studentIds: [family.id] });
  await report({ class: null, status: 'Processing', file: null });
  const [kept] = await report({ class: '9', studentIds: [other.id] });
  const [older] = await report({ class: '12' });

  const archived = await admin.request({ method: 'DELETE', url: `/api/students/${family.id}` });
  expect(archived.statusCode).toBe(200);
  const erased = await erase(family.id, admin.user.password);
  expect(erased.statusCode, erased.body).toBe(200);
  expect(erased.json().data.message).toBe(PRIVACY_MESSAGES.erased);
  const { removedFiles } = erased.json().data;
  expect(removedFiles.reports).toBe(2);
  const left = await t.database.db.select({ id: reports.id }).from(reports);
  expect(left.map((row) => row.id).sort()).toEqual([kept?.id, older?.id].sort());
  // The erased rows' old versions are freed to be written over (a job after each erasure).
  await vacuumErasedTables(t.database.db);

  for (const words of FAMILY_TEXTS) {
    expect(await placesHolding(words), words).toEqual([]);
  }
  const images = await t.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from media where id in ${photoIds}`,
  );
  expect(images.rows[0]?.count).toBe(0);
  expect(await totals()).toEqual(before);

  // The row stays, pseudonymous, with its facts; the other student is untouched.
  const [row] = (
    await t.database.db.execute<Record<string, unknown>>(
      sql`select student_id, first_name, class, erased_at, archived_at from students where id = ${family.id}`,
    )
  ).rows;
  expect(row).toMatchObject({ student_id: `erased-${family.id}`, first_name: '', class: '11' });
  expect(row?.erased_at).not.toBeNull();
  expect(await placesHolding(other.lastName)).toContain('students.last_name');

  // The audit keeps that it happened, by whom; the entry holds no personal data.
  const audit = await admin.request({ method: 'GET', url: '/api/audit-log?action=student.erase' });
  expect(audit.json().data.entries).toEqual([
    expect.objectContaining({
      entityId: family.id,
      actorId: admin.user.id,
      after: { attendanceRecords: 3, messages: 2, idCards: 2, caseNotes: 1, files: removedFiles },
    }),
  ]);

  // Done once: neither a second erasure nor an export finds the student.
  expect((await erase(family.id, admin.user.password)).statusCode).toBe(404);
  expect((await exportOf(family.id)).statusCode).toBe(404);
});
