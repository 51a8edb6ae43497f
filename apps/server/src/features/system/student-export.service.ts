import { csvLine } from '@rollcall/contract/csv';
import { STUDENT_CSV_COLUMNS, studentCsvCells } from '@rollcall/contract/student-csv';
import { STUDENTS_MAX_LIMIT } from '@rollcall/contract/students';
import type { Db } from '../../db/client.js';
import { findStudents } from '../students/students.service.js';

/**
 * Export Data: every student (archived ones are gone from every list, so from this too) in the
 * import template's columns, so that the file imports again as it is.
 */
export async function exportStudentsCsv(db: Db, schoolId: string, qrSecret: string, now: Date) {
  const lines = [csvLine(STUDENT_CSV_COLUMNS)];
  for (let page = 1; ; page += 1) {
    const { students, pagination } = await findStudents(db, schoolId, qrSecret, {
      page,
      limit: STUDENTS_MAX_LIMIT,
      sortBy: 'studentId',
      sortOrder: 'asc',
    });
    for (const student of students) lines.push(csvLine(studentCsvCells(student)));
    if (!pagination.hasNext) break;
  }
  return { text: lines.join(''), fileName: `students-${now.toISOString().slice(0, 10)}.csv` };
}
