import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { renderText } from '@rollcall/contract/i18n/render';
import { longSchoolDate, type Language } from '@rollcall/contract/languages';
import type { Db } from '../../db/client.js';
import { interventionCases, interventionRuns } from '../../db/schema/interventions.js';
import { students } from '../../db/schema/students.js';
import { users } from '../../db/schema/users.js';
import { getSchoolSettings } from '../../shared/school-settings.js';
import { staffOf } from '../../shared/school-staff.js';
import type { StaffMail } from '../../shared/staff-mail.js';

/** The staff digest's queue: one job a school day, worked in one process at a time. */
export const DIGEST_QUEUE = 'interventions-digest';

const runOf = (schoolId: string, date: string) =>
  and(eq(interventionRuns.schoolId, schoolId), eq(interventionRuns.schoolDate, date));

/** Whether the school's evaluation of the day ran and its digest has not gone out yet. */
export async function isDigestDue(db: Db, schoolId: string, date: string): Promise<boolean> {
  const [run] = await db
    .select({ schoolDate: interventionRuns.schoolDate })
    .from(interventionRuns)
    .where(and(runOf(schoolId, date), isNull(interventionRuns.digestSentAt)));
  return run !== undefined;
}

/**
 * A school's staff digest of a day: to every active admin of the school, and to the assignee of any of the day's
 * new cases, a list of the cases opened that day, in each reader's language; only when there are
 * some. Sent by the digest's job (interventions.jobs.ts), whose queue works one job at a time
 * across processes and tries a failed send again; the day's run row is marked once it is sent, so
 * a job sent again finds nothing to do. Returns how many e-mails went out.
 */
export async function sendDailyDigest(db: Db, email: StaffMail, schoolId: string, date: string) {
  if (!(await isDigestDue(db, schoolId, date))) return 0;
  const sent = await sendDigestOf(db, email, schoolId, date);
  await db.update(interventionRuns).set({ digestSentAt: new Date() }).where(runOf(schoolId, date));
  return sent;
}

async function sendDigestOf(db: Db, email: StaffMail, schoolId: string, date: string) {
  const opened = await db
    .select({
      rule: interventionCases.rule,
      assignedTo: interventionCases.assignedTo,
      firstName: students.firstName,
      lastName: students.lastName,
      class: students.class,
      section: students.section,
    })
    .from(interventionCases)
    .innerJoin(students, eq(students.id, interventionCases.studentId))
    .where(and(eq(interventionCases.schoolId, schoolId), eq(interventionCases.openedOn, date)))
    .orderBy(students.class, students.section, students.lastName, students.firstName);
  if (opened.length === 0) return 0;
  const assignees = [...new Set(opened.map((row) => row.assignedTo).filter((id) => id !== null))];
  const recipients = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        staffOf(schoolId),
        eq(users.isActive, true),
        assignees.length > 0
          ? or(
              staffOf(schoolId, 'admin'),
              sql`${users.id} = any(${`{${assignees.join(',')}}`}::uuid[])`,
            )
          : staffOf(schoolId, 'admin'),
      ),
    );
  const settings = await getSchoolSettings(db, schoolId);
  const senderName = settings.notifications.senderName || settings.schoolName;
  for (const recipient of recipients) {
    const language: Language = recipient.language ?? settings.defaultLanguage;
    const lines = opened.map((row) =>
      renderText(
        'interventions.digestLine',
        {
          name: `${row.firstName} ${row.lastName}`,
          class: row.class,
          section: row.section,
          rule: renderText(`interventionRules.${row.rule}`, {}, language),
        },
        language,
      ),
    );
    await email.send({
      to: recipient.email,
      subject: renderText(
        'interventions.digestSubject',
        { school: settings.schoolName, count: opened.length },
        language,
      ),
      body: [
        renderText('interventions.digestIntro', { date: longSchoolDate(date, language) }, language),
        '',
        ...lines,
      ].join('\n'),
      senderName,
    });
  }
  return recipients.length;
}
