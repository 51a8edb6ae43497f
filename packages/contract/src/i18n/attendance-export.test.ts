import { expect, test } from 'vitest';
import {
  ATTENDANCE_CSV_COLUMNS,
  ATTENDANCE_CSV_TEXTS,
  attendanceCsvCells,
  type AttendanceCsvRow,
} from '../attendance-csv.js';
import { attendanceExportIn } from './attendance-export.js';

const lateRow: AttendanceCsvRow = {
  date: '2026-10-05',
  time: '08:07',
  studentName: 'Ada Lovelace',
  studentId: null,
  class: '9',
  section: 'A',
  status: 'late',
  timeWindow: 'very_late',
  minutesLate: 27,
  location: 'Main Gate',
  checkOutTime: '11:20',
  checkOutIsEarly: true,
};

test('in English the export is exactly the spec §9 columns and words', () => {
  const { columns, texts } = attendanceExportIn('en');
  expect(columns).toEqual([...ATTENDANCE_CSV_COLUMNS]);
  expect(texts).toEqual(ATTENDANCE_CSV_TEXTS);
  expect(attendanceCsvCells(lateRow, texts)).toEqual(attendanceCsvCells(lateRow));
});

test('in Spanish and French the headings and the words are theirs; names and values stay', () => {
  const spanish = attendanceExportIn('es');
  expect(spanish.columns.slice(0, 3)).toEqual(['Fecha', 'Hora', 'Nombre del estudiante']);
  expect(attendanceCsvCells(lateRow, spanish.texts)).toEqual([
    '2026-10-05',
    '08:07',
    'Ada Lovelace',
    'N/D',
    '9',
    'A',
    'Tarde',
    'muy tarde',
    '+27 min',
    'Main Gate',
    '11:20 (anticipada)',
  ]);
  const french = attendanceExportIn('fr');
  expect(french.columns[6]).toBe('Statut');
  expect(
    attendanceCsvCells(
      { ...lateRow, status: null, minutesLate: 0, timeWindow: 'on_time' },
      french.texts,
    ).slice(6, 9),
  ).toEqual(['Présent', 'à l’heure', 'À l’heure']);
});
