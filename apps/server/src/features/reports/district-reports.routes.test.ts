import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { REPORT_MESSAGES, type ReportItem } from '@rollcall/contract/reports';
import { SCHOOL_ID_HEADER } from '@rollcall/contract/schools';
import { insertAttendance, insertSchool, insertStudent } from '../../../test/factories.js';
import { waitFor } from '../../../test/messaging-peers.js';
import { FIXTURE, seedReportFixture } from '../../../test/report-fixture.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { firstSchoolId } from '../../shared/school-staff.js';
import { createMessaging } from '../absentee/messaging.js';

/**
 * District reports (issue 41): the report fixture's school (New York) and a second school in
 * Auckland, whose calendar runs a day ahead. A district administrator reports on both; a school's
 * administrator only on their own.
 */
const run = promisify(execFile);
let t: TestApp;
let district: SignedIn;
let workDir: string;
let lincoln: string;
let harbour: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-district-reports-'));
  // The job queue runs with the messaging (reports are its jobs); no channel is needed here.
  t = await createTestApp({
    messaging: (clock, database) =>
      createMessaging({ db: database.db, clock, channels: {}, pollingIntervalSeconds: 0.5 }),
    reportJobs: { pollingIntervalSeconds: 0.5 },
  });
  await seedReportFixture(t.database.db);
  lincoln = await firstSchoolId(t.database.db);
  harbour = await insertSchool(t.database.db, {
    name: 'Harbour High',
    timezone: 'Pacific/Auckland',
  });
  // Auckland's school days in the range up to the fixture's today (the 18th there): 8 to 18
  // September, nine of them. Pia comes every day; Quinn on four: chronically absent under
  // Harbour's own rule (5 days at least; the default 10 would not count them yet).
  await t.database.pool.query(
    'update school_settings set chronic_absence_min_days = 5 where school_id = $1',
    [harbour],
  );
  const days = ['08', '09', '10', '11', '14', '15', '16', '17', '18'];
  const pia = await insertStudent(t.database.db, {
    schoolId: harbour,
    firstName: 'Pia',
    enrollmentDate: '2026-09-08',
  });
  const quinn = await insertStudent(t.database.db, {
    schoolId: harbour,
    firstName: 'Quinn',
    enrollmentDate: '2026-09-08',
  });
  const present = (studentId: string, day: string) => ({
    studentId,
    schoolDate: `2026-09-${day}`,
    scanTime: new Date(`2026-09-${day}T08:00:00+12:00`),
    status: 'present' as const,
    method: 'scan' as const,
  });
  await insertAttendance(t.database.db, [
    ...days.map((day) => present(pia.id, day)),
    ...days.slice(0, 4).map((day) => present(quinn.id, day)),
  ]);
  district = await t.signIn('admin');
  t.setNow(FIXTURE.today);
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

async function report(caller: SignedIn, body: Record<string, unknown>) {
  return caller.request({
    method: 'POST',
    url: '/api/reports',
    headers: { [SCHOOL_ID_HEADER]: lincoln },
    payload: { ...FIXTURE.range, ...body },
  });
}

async function download(body: Record<string, unknown>) {
  const created = await report(district, body);
  expect(created.statusCode, created.body).toBe(202);
  const { id } = created.json().data.report as ReportItem;
  let ready: ReportItem | undefined;
  await waitFor(async () => {
    const response = await district.request({
      method: 'GET',
      url: `/api/reports/${id}`,
      headers: { [SCHOOL_ID_HEADER]: lincoln },
    });
    ready = response.json().data.report;
    return ready?.status !== 'Processing';
  });
  if (!ready?.downloadUrl) throw new Error(`Not ready: ${JSON.stringify(ready)}`);
  const file = await t.app.inject({ method: 'GET', url: ready.downloadUrl });
  return { item: ready, file: file.rawPayload };
}

test('the chronic-absence-by-school table counts each school on its own calendar, and the district’s total', async () => {
  const { item, file } = await download({
    type: 'chronic-absence-by-school',
    format: 'csv',
    schools: 'all',
  });
  expect(item.schoolIds).toEqual([lincoln, harbour]);
  expect(item.name).toContain('2 schools');
  const rows = parse<Record<string, string>>(file.toString('utf8').replace(/^\uFEFF/, ''), {
    columns: true,
  });
  expect(rows.map((row) => [row.School, row.Students, row['Chronically Absent']])).toEqual([
    [expect.any(String), '7', '2'],
    ['Harbour High', '2', '1'],
    [REPORT_MESSAGES.allSchools, '9', '3'],
  ]);
  expect(rows.at(-1)?.['Chronically Absent (%)']).toBe('33.3');
});

test('every other report gains a School column, each school’s rows under its name', async () => {
  const { file } = await download({
    type: 'student-summary',
    format: 'excel',
    schools: [lincoln, harbour],
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('No sheet');
  const values: string[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1).map(String)));
  const header = values.findIndex((row) => row[0] === REPORT_MESSAGES.pdf.school);
  expect(header).toBeGreaterThanOrEqual(0);
  const harbourRows = values.slice(header + 1).filter((row) => row[0] === 'Harbour High');
  expect(harbourRows.map((row) => row.find((cell) => /Pia|Quinn/.test(cell)))).toHaveLength(2);
});

test('the PDF of a district table names its schools and their total', async () => {
  const { file } = await download({
    type: 'chronic-absence-by-school',
    format: 'pdf',
    schools: 'all',
  });
  const pdf = path.join(workDir, 'district.pdf');
  await writeFile(pdf, file);
  const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout;
  expect(text).toContain('Harbour High');
  expect(text).toContain(REPORT_MESSAGES.allSchools);
  expect(text).toContain('2 schools');
});

test('only a district administrator reports beyond their school; an unknown school is not found', async () => {
  const schoolAdmin = await t.signIn('admin', { isDistrictAdmin: false, schoolIds: [lincoln] });
  for (const schools of ['all', [harbour], [lincoln, harbour]]) {
    const refused = await report(schoolAdmin, { type: 'daily-summary', schools });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(REPORT_MESSAGES.schoolsDistrictOnly);
  }
  const own = await report(schoolAdmin, { type: 'daily-summary', schools: [lincoln] });
  expect(own.statusCode).toBe(202);
  expect(own.json().data.report.schoolIds).toBeNull();
  const unknown = await report(district, { type: 'daily-summary', schools: [randomUUID()] });
  expect(unknown.statusCode).toBe(404);
});
