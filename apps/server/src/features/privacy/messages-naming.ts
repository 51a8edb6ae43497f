import { eq, or, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.js';

/**
 * The guardian messages that name a student: theirs, and a nudge sent under a brother's or
 * sister's row that names them too (one per guardian address, issue 39 §6).
 */
export const messagesNaming = (studentId: string) =>
  or(
    eq(notifications.studentId, studentId),
    sql`${studentId} = any(${notifications.otherStudentIds})`,
  );
