import { expect, test } from 'vitest';
import type { AttendanceRecord } from '@rollcall/contract/attendance';
import { buildAttendanceCsv } from './attendance-csv';

const student = {
  _id: 's1',
  firstName: '=HYPERLINK("http://x","y")',
  lastName: 'Doe',
  studentId: 'S-1',
  class: '10',
  section: 'A',
};

const record: AttendanceRecord = {
  _id: 'r1',
  student,
  studentId: student,
  schoolDate: '2026-10-06',
  status: 'late',
  timeWindow: 'late',
  minutesLate: 7,
  scanTime: '2026-10-06T12:07:00.000Z',
  receivedAt: '2026-10-06T12:07:00.000Z',
  location: '@SUM(1+1)',
  notes: null,
  method: 'scan',
  recordedBy: null,
  checkOut: { time: '2026-10-06T15:20:00.000Z', isEarly: true },
};

test('the browser-built CSV shows formula-like cells as text, like the server export', () => {
  const [header, row, end] = buildAttendanceCsv([record], 'America/New_York').split('\r\n');
  expect(header).toBe(
    'Date,Time,Student Name,Student ID,Class,Section,Status,Time Window,Minutes Late,Location,Check-out',
  );
  expect(row).toBe(
    `2026-10-06,08:07,"'=HYPERLINK(""http://x"",""y"") Doe",S-1,10,A,Late,late,'+7 min,'@SUM(1+1),11:20 (early)`,
  );
  expect(end).toBe('');
});

test('in Spanish the headings and the words are Spanish, the values as they are', () => {
  const [header, row] = buildAttendanceCsv([record], 'America/New_York', 'es').split('\r\n');
  expect(header).toBe(
    'Fecha,Hora,Nombre del estudiante,N.º de estudiante,Clase,Sección,Estado,Franja horaria,Minutos de retraso,Ubicación,Salida',
  );
  expect(row).toBe(
    `2026-10-06,08:07,"'=HYPERLINK(""http://x"",""y"") Doe",S-1,10,A,Tarde,tarde,'+7 min,'@SUM(1+1),11:20 (anticipada)`,
  );
});
