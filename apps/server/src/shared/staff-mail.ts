import { and, eq, or } from 'drizzle-orm';
import type { Language } from '@rollcall/contract/languages';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { getSchoolSettings, getSettings } from './school-settings.js';
import { staffOf } from './school-staff.js';

/**
 * The e-mail channel the absentee feature was started with, as features that write to staff use
 * it (the daily case digest, a held roster import): only its sending.
 */
export type StaffMail = {
  send: (message: {
    to: string;
    subject: string | null;
    body: string;
    senderName?: string;
  }) => Promise<unknown>;
};

/**
 * One e-mail to every active administrator of the school (its own and the district's), each in
 * their language (else the school's), from the school's sender name; with no school, to the
 * district's administrators about the district (issue 41). Returns how many were sent.
 */
export async function mailAdministrators(
  db: Db,
  email: StaffMail,
  compose: (language: Language, schoolName: string) => { subject: string; body: string },
  schoolId?: string,
) {
  const admins = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        schoolId
          ? or(eq(users.isDistrictAdmin, true), staffOf(schoolId, 'admin'))
          : eq(users.isDistrictAdmin, true),
      ),
    );
  const settings = schoolId ? await getSchoolSettings(db, schoolId) : await getSettings(db);
  for (const admin of admins) {
    const message = compose(admin.language ?? settings.defaultLanguage, settings.schoolName);
    await email.send({
      to: admin.email,
      ...message,
      senderName: settings.notifications.senderName || settings.schoolName,
    });
  }
  return admins.length;
}
