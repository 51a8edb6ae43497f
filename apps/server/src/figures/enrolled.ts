import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { students } from '../db/schema/students.js';

/** Archived students are gone from every list, count and lookup; their rows stay for reports. */
export const notArchived = isNull(students.archivedAt);

/**
 * An enrolled student: not archived and active. Only they check in, are expected each school day
 * (absent lists, guardian alerts, attendance rates) and are counted as the school's students.
 * Inactive students still show in the student list, archived ones nowhere. The scan's single
 * statement (attendance/scan.queries.ts) writes the same condition in SQL.
 */
export const enrolled = and(notArchived, eq(students.isActive, true)) as SQL;

/** The students of one school (issue 41): every read of students names its school. */
export const studentsAt = (schoolId: string) => eq(students.schoolId, schoolId);
