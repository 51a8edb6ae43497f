import { textsIn } from '@rollcall/contract/i18n/translate';
import { renderText } from '@rollcall/contract/i18n/render';
import { COMMON_MESSAGES } from '@rollcall/contract/common';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { fillMessage } from '@rollcall/contract/i18n/message-template';
import {
  REPORT_COLUMNS,
  REPORT_MESSAGES,
  REPORT_TYPES,
  type ReportItem,
} from '@rollcall/contract/reports';
import { reports } from '../../db/schema/reports.js';
import { students } from '../../db/schema/students.js';
import { schoolDateOf } from '../../shared/school-calendar.js';
import { insertAttendance } from '../../../test/factories.js';
import { FIRST_SCHOOL_ID } from '../../shared/school-staff.js';
import { waitFor } from '../../../test/messaging-peers.js';
import { uploadSchoolLogo } from '../../../test/school-logo.js';
import { pdfImageObjects } from '../../../test/pdf-files.js';
import { FIXTURE, FIXTURE_LOG_ROWS, seedReportFixture } from '../../../test/report-fixture.js';
import { createTestApp, type SignedIn, type TestApp } from '../../../test/test-app.js';
import { createMessaging } from '../absentee/messaging.js';
import { REPORT_SWEEP_QUEUE } from './reports.jobs.js';

const run = promisify(execFile);
let t: TestApp;
let admin: SignedIn;
let workDir: string;
let ids: Awaited<ReturnType<typeof seedReportFixture>>;

/** The school's date (the fixture's zone) when the app started: its first roll-up's day. */
let startDay: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-reports-'));
  startDay = schoolDateOf(new Date(), 'America/New_York');
  t = await createTestApp({
    messaging: (clock, database) =>
      createMessaging({
        db: database.db,
        clock,
        channels: {},
        pollingIntervalSeconds: 0.5,
      }),
    // The fixture's log (43 rows) just fits; one more record makes its PDF too large.
    reportJobs: { pdfMaxRows: FIXTURE_LOG_ROWS, pollingIntervalSeconds: 0.5 },
  });
  ids = await seedReportFixture(t.database.db);
  admin = await t.signIn('admin', { name: 'Alice Admin' });
  t.setNow(FIXTURE.today);
});
afterAll(async () => {
  await t.close();
  await rm(workDir, { recursive: true, force: true });
});

async function createReport(body: Record<string, unknown>): Promise<ReportItem> {
  const response = await admin.request({
    method: 'POST',
    url: '/api/reports',
    payload: { ...FIXTURE.range, ...body },
  });
  expect(response.statusCode).toBe(202);
  const { report, message } = response.json().data;
  expect(message).toBe(REPORT_MESSAGES.queued);
  expect(report).toMatchObject({ status: 'Processing', downloadUrl: null });
  return report;
}

async function finished(id: string): Promise<ReportItem> {
  let report: ReportItem | undefined;
  await waitFor(async () => {
    const response = await admin.request({ method: 'GET', url: `/api/reports/${id}` });
    report = response.json().data.report;
    return report?.status !== 'Processing';
  });
  if (!report) throw new Error('no report');
  return report;
}

/** Makes a report and downloads it through its signed link, without a bearer token. */
async function download(body: Record<string, unknown>) {
  const report = await finished((await createReport(body)).id);
  expect(report.status).toBe('Ready');
  if (!report.downloadUrl) throw new Error('no link');
  const response = await t.app.inject({ method: 'GET', url: report.downloadUrl });
  expect(response.statusCode).toBe(200);
  return { report, response, body: response.rawPayload };
}

async function pdfPages(data: Buffer) {
  const file = path.join(workDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, data);
  const info = (await run('pdfinfo', [file])).stdout;
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  const pages = text.split('\f').filter((page) => page.trim() !== '');
  return { count: Number(/Pages:\s+(\d+)/.exec(info)?.[1]), pages };
}

test('the job queue rolls the running totals up to today as it starts, before any report is read', async () => {
  const openFrom = async () =>
    String(
      (await t.database.db.execute(sql`select open_from::text as d from attendance_totals_state`))
        .rows[0]?.d,
    );
  await waitFor(async () => (await openFrom()) !== '-infinity');
  // The app started on the real clock (midnight may have passed since).
  expect([startDay, schoolDateOf(new Date(), 'America/New_York')]).toContain(await openFrom());
});

test('a report goes from Processing to Ready and is listed newest first with a signed link', async () => {
  const created = await createReport({ type: 'daily-summary', format: 'csv' });
  expect(created.name).toBe('Daily Summary 2026-09-07 to 2026-09-18');
  const ready = await finished(created.id);
  expect(ready).toMatchObject({ status: 'Ready', failureReason: null, createdBy: 'Alice Admin' });
  expect(ready.downloadUrl).toMatch(
    new RegExp(
      `^/api/reports/${created.id}/download\\?expires=\\d+&holder=[\\w.-]+&signature=[\\w-]+$`,
    ),
  );
  const list = (await admin.request({ method: 'GET', url: '/api/reports?limit=1' })).json().data;
  expect(list.reports).toHaveLength(1);
  expect(list.reports[0]).toMatchObject({
    id: created.id,
    type: 'daily-summary',
    format: 'csv',
    status: 'Ready',
  });
});

test('every report type as CSV reads back as the same rows the JSON gives', async () => {
  for (const type of REPORT_TYPES) {
    const { response, body } = await download({ type, format: 'csv' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${type}-2026-09-07-to-2026-09-18.csv"`,
    );
    const [header, ...records]: string[][] = parse(body.toString('utf8'));
    expect(header).toEqual(REPORT_COLUMNS[type].map((column) => column.header));
    const json = await admin.request({
      method: 'GET',
      url: `/api/attendance/reports?type=${type}&startDate=2026-09-07&endDate=2026-09-18`,
    });
    expect(records).toHaveLength(json.json().data.rows.length);
  }
});

test('a finished file keeps which students it names, for erasure to find it by', async () => {
  for (const type of ['late-arrivals', 'daily-summary'] as const) {
    const { report, body } = await download({ type, format: 'csv' });
    const [header, ...records]: string[][] = parse(body.toString('utf8'));
    const column = header?.indexOf('Student ID') ?? -1;
    const named = new Set(column < 0 ? [] : records.map((record) => record[column]));
    const [row] = await t.database.db
      .select({ studentIds: reports.studentIds })
      .from(reports)
      .where(eq(reports.id, report.id));
    const ids = (
      named.size === 0
        ? []
        : await t.database.db
            .select({ id: students.id })
            .from(students)
            .where(inArray(students.studentId, [...named] as string[]))
    ).map((student) => student.id);
    expect(named.size > 0).toBe(type === 'late-arrivals');
    expect([...(row?.studentIds ?? [])].sort()).toEqual(ids.sort());
  }
});

test('CSV neutralises a formula in a name, in the log as well', async () => {
  const { body } = await download({ type: 'attendance-log', format: 'csv' });
  const records: string[][] = parse(body.toString('utf8'));
  const names = records.map((record) => record[2]);
  expect(names).toContain(`'${FIXTURE.formulaName}`);
  expect(names).not.toContain(FIXTURE.formulaName);
});

test('Excel: a real workbook with typed cells, and a formula-looking name stays text, as written', async () => {
  const { response, body } = await download({ type: 'student-summary', format: 'excel' });
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Student Summary');
  if (!sheet) throw new Error('no sheet');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
    REPORT_COLUMNS['student-summary'].map((column) => column.header),
  );
  expect(sheet.rowCount).toBe(8);
  const rows = new Map<string, unknown[]>();
  sheet.eachRow((row, index) => {
    if (index > 1) rows.set(row.getCell(1).text, (row.values as unknown[]).slice(1));
  });
  expect(rows.get('FX-DAN')).toEqual([
    'FX-DAN',
    'Dan Run',
    '10',
    'B',
    8,
    5,
    0,
    3,
    62.5,
    'Poor',
    'Yes',
  ]);
  // Number formats survive the shared per-column styles: one decimal for rates, whole numbers.
  const danRow = sheet.getRow([...rows.keys()].indexOf('FX-DAN') + 2);
  expect(danRow.getCell(9).numFmt).toBe('0.0');
  expect(danRow.getCell(5).numFmt).toBe('0');
  expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  const gus = sheet.getRow([...rows.keys()].indexOf('FX-SUM11') + 2).getCell(2);
  expect(gus.type).toBe(ExcelJS.ValueType.String);
  // A string cell is never run as a formula: no CSV apostrophe for Excel to show.
  expect(gus.value).toBe(FIXTURE.formulaName);
  expect(workbook.getWorksheet('About')?.getRow(1).values).toEqual([
    undefined,
    'School',
    'Rollcall High School',
  ]);

  const log = await download({ type: 'attendance-log', format: 'excel' });
  const logBook = new ExcelJS.Workbook();
  await logBook.xlsx.load(log.body as unknown as ArrayBuffer);
  const logSheet = logBook.getWorksheet('Attendance Log');
  expect(logSheet?.rowCount).toBe(FIXTURE_LOG_ROWS + 1);
  expect(logSheet?.getRow(2).getCell(1).value).toEqual(new Date('2026-09-17T00:00:00Z'));
  expect(logSheet?.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd');
});

test('PDF: school, title, range, filters, who and when, page numbers, the header on every page', async () => {
  const summary = await download({ type: 'student-summary', format: 'pdf', class: '10' });
  expect(summary.response.headers['content-type']).toBe('application/pdf');
  const one = await pdfPages(summary.body);
  expect(one.count).toBe(1);
  const page = one.pages[0] ?? '';
  for (const text of [
    'Rollcall High School',
    'Student Summary',
    'Range: Sep 7, 2026 to Sep 18, 2026',
    'Filters: Grade 10',
    'Generated Sep 17, 2026 18:00 (America/New_York) by Alice Admin',
    'Page 1 of 1',
    'Dan Run',
  ]) {
    expect(page).toContain(text);
  }
  expect(page).not.toContain('Eve Midway');

  const log = await download({ type: 'attendance-log', format: 'pdf' });
  const two = await pdfPages(log.body);
  expect(two.count).toBe(2);
  two.pages.forEach((text, index) => {
    expect(text).toMatch(/Student Name\s+Student ID\s+Class\s+Section\s+Status/);
    expect(text).toContain(`Page ${index + 1} of 2`);
  });
  // The CSV's formula guard is the CSV's alone: the PDF prints the name as written.
  const logText = two.pages.join('');
  expect(logText).toContain(FIXTURE.formulaName);
  expect(logText).not.toContain(`'${FIXTURE.formulaName}`);
  // Full dates in the Date column, minutes late without an apostrophe.
  expect(logText).toContain('Sep 17, 2026');
  expect(logText).toMatch(/ \+\d+ min/);
  expect(logText).not.toMatch(/'\+\d+ min|…/);
});

test("PDF: the school's logo is printed beside the heading once the school has one", async () => {
  const request = { type: 'student-summary', format: 'pdf', class: '10' };
  expect(await pdfImageObjects((await download(request)).body)).toBe(0);
  await uploadSchoolLogo(admin, '#16a34a');
  try {
    const { body } = await download(request);
    expect(await pdfImageObjects(body)).toBe(1);
    expect((await pdfPages(body)).pages[0]).toContain('Rollcall High School');
  } finally {
    await admin.request({ method: 'DELETE', url: '/api/settings/logo' });
  }
});

test('a tampered link gets 403, an expired one 410, and neither gets the file', async () => {
  const { report } = await download({ type: 'late-arrivals', format: 'csv' });
  const url = new URL(report.downloadUrl ?? '', 'http://localhost');
  const other = (await createReport({ type: 'daily-summary', format: 'csv' })).id;
  const variants = {
    signature: `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${'A'.repeat(43)}`,
    expires: `${url.pathname}?expires=${Number(url.searchParams.get('expires')) + 3600}&signature=${url.searchParams.get('signature')}`,
    id: `${url.pathname.replace(report.id, other)}${url.search}`,
  };
  for (const tampered of Object.values(variants)) {
    const response = await t.app.inject({ method: 'GET', url: tampered });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'LINK_INVALID', message: ERROR_MESSAGES.LINK_INVALID },
    });
  }
  t.setNow(new Date(new Date(FIXTURE.today).getTime() + 3601_000));
  try {
    const expired = await t.app.inject({ method: 'GET', url: report.downloadUrl ?? '' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toEqual({
      code: 'LINK_EXPIRED',
      message: ERROR_MESSAGES.LINK_EXPIRED,
    });
  } finally {
    t.setNow(FIXTURE.today);
  }
  const missing = await t.app.inject({ method: 'GET', url: url.pathname });
  expect(missing.statusCode).toBe(400);
});

test('a link works for its holder only while they are signed in as an administrator', async () => {
  const { report } = await download({ type: 'daily-summary', format: 'csv' });
  const linkOf = async (who: SignedIn) =>
    (await who.request({ method: 'GET', url: `/api/reports/${report.id}` })).json().data.report
      .downloadUrl as string;
  const downloads = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const signedOut = await t.signIn('admin');
  const demoted = await t.signIn('admin');
  const links = { signedOut: await linkOf(signedOut), demoted: await linkOf(demoted) };
  expect(await downloads(links.signedOut)).toBe(200);
  expect(await downloads(links.demoted)).toBe(200);

  await signedOut.request({ method: 'POST', url: '/api/auth/logout', payload: {} });
  const refused = await t.app.inject({ method: 'GET', url: links.signedOut });
  expect(refused.statusCode).toBe(410);
  expect(refused.json().error).toEqual({
    code: 'LINK_SIGNED_OUT',
    message: ERROR_MESSAGES.LINK_SIGNED_OUT,
  });
  await admin.confirm();
  const demotion = await admin.request({
    method: 'PUT',
    url: `/api/users/${demoted.user.id}`,
    payload: { name: 'Dee Moted', email: demoted.user.email, role: 'teacher' },
  });
  expect(demotion.statusCode, demotion.body).toBe(200);
  expect(await downloads(links.demoted)).toBe(410);
  // The link of an administrator still signed in works on.
  expect(await downloads(await linkOf(admin))).toBe(200);
});

test('creating, listing, reading and deleting reports is for admins only', async () => {
  const { report } = await download({ type: 'daily-summary', format: 'csv' });
  const teacher = await t.signIn('teacher');
  const calls = [
    { method: 'POST' as const, url: '/api/reports', payload: { type: 'daily-summary' } },
    { method: 'GET' as const, url: '/api/reports' },
    { method: 'GET' as const, url: `/api/reports/${report.id}` },
    { method: 'DELETE' as const, url: `/api/reports/${report.id}` },
  ];
  for (const call of calls) {
    expect((await t.app.inject(call)).statusCode).toBe(401);
    const refused = await teacher.request(call);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  }
  const deleted = await admin.request({ method: 'DELETE', url: `/api/reports/${report.id}` });
  expect(deleted.json().data).toEqual({ message: REPORT_MESSAGES.deleted });
  const gone = await admin.request({ method: 'GET', url: `/api/reports/${report.id}` });
  expect(gone.statusCode).toBe(404);
  expect(gone.json().error.message).toBe(ERROR_MESSAGES.REPORT_NOT_FOUND);
  expect((await t.app.inject({ method: 'GET', url: report.downloadUrl ?? '' })).statusCode).toBe(
    404,
  );
});

test('bad requests are refused with the contract’s messages', async () => {
  const reversed = await admin.request({
    method: 'POST',
    url: '/api/reports',
    payload: {
      type: 'daily-summary',
      format: 'pdf',
      startDate: '2026-09-18',
      endDate: '2026-09-07',
    },
  });
  expect(reversed.statusCode).toBe(400);
  expect(reversed.json().error.fields).toEqual({ endDate: COMMON_MESSAGES.dateRangeInvalid });
  const unknown = await admin.request({
    method: 'POST',
    url: '/api/reports',
    payload: { type: 'everything', format: 'docx' },
  });
  expect(Object.keys(unknown.json().error.fields).sort()).toEqual(['format', 'type']);
});

test('a report that cannot be made becomes Failed with a readable reason', async () => {
  await insertAttendance(t.database.db, {
    studentId: ids.ana,
    schoolDate: '2026-09-13',
    scanTime: new Date('2026-09-13T10:00:00-04:00'),
    status: 'present',
    method: 'manual',
  });
  const failed = await finished((await createReport({ type: 'attendance-log', format: 'pdf' })).id);
  expect(failed).toMatchObject({
    status: 'Failed',
    failureReason: REPORT_MESSAGES.failedTooLarge,
    downloadUrl: null,
  });
  // The reason is stored once and read in each reader's language.
  const inSpanish = await admin.request({
    method: 'GET',
    url: `/api/reports/${failed.id}`,
    headers: { 'accept-language': 'es' },
  });
  expect(inSpanish.json().data.report.failureReason).toBe(textsIn('es').reports.failedTooLarge);
  expect(inSpanish.json().data.report.failureReason).not.toBe(REPORT_MESSAGES.failedTooLarge);
});

test('a report whose worker died mid-way is made again by the sweep, or Failed after three tries', async () => {
  // The lease itself (take-over at start, one claim at a time) is shared/jobs/lease.test.ts's.
  const db = t.database.db;
  const stale = sql`now() - interval '5 minutes'`;
  const stranded = {
    schoolId: FIRST_SCHOOL_ID,
    type: 'chronic-absence',
    format: 'csv',
    ...FIXTURE.range,
  } as const;
  const [resumed, exhausted, recent] = await db
    .insert(reports)
    .values([
      { ...stranded, attempts: 1, heartbeatAt: stale, createdAt: stale },
      { ...stranded, attempts: 3, heartbeatAt: stale, createdAt: stale },
      // Its worker died a moment ago: on a shared database it might still be alive elsewhere.
      { ...stranded, attempts: 1, heartbeatAt: sql`now()`, createdAt: stale },
    ])
    .returning({ id: reports.id });
  if (!resumed || !exhausted || !recent || !t.app.jobs) throw new Error('setup');
  // What the sweep does every minute (and a restarted worker at start).
  await t.app.jobs.enqueue(REPORT_SWEEP_QUEUE, {});
  expect(await finished(resumed.id)).toMatchObject({ status: 'Ready' });
  expect(await finished(exhausted.id)).toMatchObject({
    status: 'Failed',
    failureReason: REPORT_MESSAGES.failedInterrupted,
  });
  const waiting = await admin.request({ method: 'GET', url: `/api/reports/${recent.id}` });
  expect(waiting.json().data.report.status).toBe('Processing');
  await db.delete(reports).where(eq(reports.id, recent.id));
});

/** A report asked for in `language` (its requester's Accept-Language), downloaded when made. */
async function downloadIn(language: 'es' | 'fr', body: Record<string, unknown>) {
  const response = await admin.request({
    method: 'POST',
    url: '/api/reports',
    payload: { ...FIXTURE.range, ...body },
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(202);
  expect(response.json().data.message).toBe(textsIn(language).reports.queued);
  const report = await finished(response.json().data.report.id);
  if (!report.downloadUrl) throw new Error('no link');
  return (await t.app.inject({ method: 'GET', url: report.downloadUrl })).rawPayload;
}

test("a CSV asked for in Spanish has the columns' Spanish headings", async () => {
  const [header]: string[][] = parse(
    (await downloadIn('es', { type: 'student-summary', format: 'csv' })).toString('utf8'),
  );
  const english = REPORT_COLUMNS['student-summary'].map((column) => column.header);
  expect(header).toEqual(
    REPORT_COLUMNS['student-summary'].map(
      (column) => textsIn('es').reportColumns['student-summary'][column.key],
    ),
  );
  expect(header).not.toEqual(english);
});

test('a PDF asked for in French is headed, paged and labelled in French', async () => {
  const { pages } = await pdfPages(
    await downloadIn('fr', { type: 'daily-summary', format: 'pdf' }),
  );
  const first = (pages[0] ?? '').replace(/\s+/g, ' ');
  expect(first).toContain(textsIn('fr').reportTypes['daily-summary']);
  expect(first).toContain(renderText('reports.pdf.page', { page: 1, pages: 1 }, 'fr'));
  expect(first).toContain(textsIn('fr').reports.pdf.allClasses);
  expect(first).not.toContain(REPORT_MESSAGES.pdf.allClasses);
});

test('a student summary in Spanish writes its bands and yes/no in Spanish (Excel)', async () => {
  const spanish = textsIn('es');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    (await downloadIn('es', {
      type: 'student-summary',
      format: 'excel',
    })) as unknown as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0];
  const keys = REPORT_COLUMNS['student-summary'].map((column) => column.key);
  const columnOf = (key: string) => keys.indexOf(key) + 1;
  const rows = (sheet?.getRows(2, (sheet?.rowCount ?? 1) - 1) ?? []).map((row) => ({
    band: row.getCell(columnOf('band')).value,
    chronic: row.getCell(columnOf('chronic')).value,
  }));
  expect(rows.length).toBeGreaterThan(0);
  for (const { band, chronic } of rows) {
    expect(Object.values(spanish.attendanceBands)).toContain(band);
    expect([spanish.reports.pdf.yes, spanish.reports.pdf.no]).toContain(chronic);
  }
  expect(rows.map((row) => row.chronic)).toContain('Sí');
});

test("the attendance log in French writes each record's status and time in French", async () => {
  const [header, ...rows]: string[][] = parse(
    (await downloadIn('fr', { type: 'attendance-log', format: 'csv' })).toString('utf8'),
  );
  const french = textsIn('fr').attendanceCsv;
  const status = header?.indexOf('Statut') ?? -1;
  expect(status).toBeGreaterThan(0);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(Object.values(french.statuses)).toContain(row[status]);
  expect(rows.flat()).not.toContain('On time');
});

test("the list names each report in its reader's language; the file keeps the language it was made in", async () => {
  const created = await createReport({ type: 'chronic-absence', format: 'csv', class: '10' });
  expect(created.name).toBe('Chronic Absence 2026-09-07 to 2026-09-18 (Grade 10)');
  await finished(created.id);
  const read = async (language: 'es' | 'fr') =>
    (
      await admin.request({
        method: 'GET',
        url: '/api/reports?limit=5',
        headers: { 'accept-language': language },
      })
    )
      .json()
      .data.reports.find((report: ReportItem) => report.id === created.id)?.name;
  const french = textsIn('fr').reports.pdf;
  expect(await read('fr')).toBe(
    `${textsIn('fr').reportTypes['chronic-absence']} ${fillMessage(french.dateRange, {
      start: '2026-09-07',
      end: '2026-09-18',
    })} (${fillMessage(french.grade, { class: '10' })})`,
  );
  expect(await read('es')).toContain(textsIn('es').reportTypes['chronic-absence']);
  // Made in English: its file's headings stay English, whoever downloads it.
  const report = await finished(created.id);
  const file = await t.app.inject({
    method: 'GET',
    url: report.downloadUrl ?? '',
    headers: { 'accept-language': 'fr' },
  });
  expect(file.body.split('\r\n')[0]).toBe(
    REPORT_COLUMNS['chronic-absence'].map((column) => column.header).join(','),
  );
});
