import { expect, test } from 'vitest';
import ExcelJS from 'exceljs';
import { insertDemoAttendance, insertDemoStudents } from '../../demo/generate-school.js';
import { buildStudent } from '../../../test/factories.js';
import { useTestApp } from '../../../test/test-app.js';

const { t } = useTestApp();

test('the export walks past its batch size without losing or repeating a record', async () => {
  await insertDemoStudents(t.database.db, 60);
  await insertDemoAttendance(t.database.db, {
    from: '2026-01-05',
    to: '2026-05-29',
    timezone: 'America/New_York',
    startTime: '08:00',
  });
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from attendance',
  );
  const total = rows[0]?.n ?? 0;
  expect(total).toBeGreaterThan(5000);

  const teacher = await t.signIn('teacher');
  const response = await teacher.request({
    method: 'GET',
    url: '/api/attendance/export?format=csv',
  });
  const lines = response.body.trim().split('\n').slice(1);
  expect(lines).toHaveLength(total);
  expect(new Set(lines).size).toBeGreaterThan(total * 0.99);
  // Newest first, across the batch boundary too.
  const dates = lines.map((line) => line.slice(0, 10));
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('cells a spreadsheet would run as formulas reach the CSV as text, and the workbook as strings', async () => {
  const admin = await t.signIn('admin');
  const teacher = await t.signIn('teacher');
  const created = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent({ firstName: '=HYPERLINK("http://x","y")', lastName: '@SUM(1+1)' }),
  });
  expect(created.statusCode).toBe(201);
  const student = created.json().data.student;
  const scan = await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: student.studentId, location: "-2+3+cmd|' /C calc'!A0" },
  });
  expect(scan.statusCode).toBe(201);

  const csv = await teacher.request({
    method: 'GET',
    url: `/api/attendance/export?format=csv&studentId=${student._id}`,
  });
  const [, row] = csv.body.split('\r\n');
  expect(row).toContain(`"'=HYPERLINK(""http://x"",""y"") @SUM(1+1)"`);
  // The location, then the (empty) check-out.
  expect(row?.endsWith(`,'-2+3+cmd|' /C calc'!A0,`)).toBe(true);

  const excel = await teacher.request({
    method: 'GET',
    url: `/api/attendance/export?format=excel&studentId=${student._id}`,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
  const cells = workbook.getWorksheet('Attendance')?.getRow(2);
  // A formula would come back as an object ({ formula }); text comes back as the string typed.
  expect(cells?.getCell(3).value).toBe('=HYPERLINK("http://x","y") @SUM(1+1)');
  expect(cells?.getCell(10).value).toBe("-2+3+cmd|' /C calc'!A0");
  expect(cells?.getCell(3).type).toBe(ExcelJS.ValueType.String);
});

test('the export speaks the reader’s language: Accept-Language, then the saved choice', async () => {
  const admin = await t.signIn('admin');
  const teacher = await t.signIn('teacher');
  const created = await admin.request({
    method: 'POST',
    url: '/api/students',
    payload: buildStudent({ firstName: 'Lucía', lastName: 'Martín' }),
  });
  const student = created.json().data.student;
  await teacher.request({
    method: 'POST',
    url: '/api/attendance/scan',
    payload: { qrCode: student.studentId },
  });
  const exportOf = (format: 'csv' | 'excel', headers: Record<string, string> = {}) =>
    teacher.request({
      method: 'GET',
      url: `/api/attendance/export?format=${format}&studentId=${student._id}`,
      headers,
    });

  const spanish = await exportOf('csv', { 'accept-language': 'es-ES,es;q=0.9' });
  expect(spanish.statusCode).toBe(200);
  const [header, row] = spanish.body.split('\r\n');
  expect(header).toBe(
    'Fecha,Hora,Nombre del estudiante,N.º de estudiante,Clase,Sección,Estado,Franja horaria,Minutos de retraso,Ubicación,Salida',
  );
  // The status is a word of the language; the name and the student number stay as they are.
  expect(row).toContain(`,Lucía Martín,${student.studentId},`);
  expect(row).toMatch(/,(Presente|Tarde),/);

  // The teacher's saved language beats the browser's.
  const saved = await teacher.request({
    method: 'PUT',
    url: '/api/auth/language',
    payload: { language: 'fr' },
  });
  expect(saved.statusCode).toBe(200);
  const french = await exportOf('excel', { 'accept-language': 'es' });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(french.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Présences');
  expect(sheet?.getRow(1).values).toEqual([
    undefined, // exceljs counts columns from 1
    'Date',
    'Heure',
    'Nom de l’élève',
    'N° d’élève',
    'Classe',
    'Groupe',
    'Statut',
    'Plage horaire',
    'Minutes de retard',
    'Lieu',
    'Départ',
  ]);
  expect(sheet?.getRow(2).getCell(3).value).toBe('Lucía Martín');
  expect(['Présent', 'En retard']).toContain(sheet?.getRow(2).getCell(7).value);
  expect(sheet?.getRow(2).getCell(11).value).toBe(null);
});
