import { renderText } from '@rollcall/contract/i18n/render';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { mailAdministrators, type StaffMail } from '../../shared/staff-mail.js';
import { latestPending } from './roster-pending.service.js';

/** The e-mail to the administrators about a held roster import; tried again when a send fails. */
export const ROSTER_HOLD_MAIL_QUEUE = 'roster-hold-mail';

type HoldMailJob = { schoolId: string; pendingImportId: string };

/**
 * Tells every active administrator, in their language, that an import waits for them. Only while
 * it is the one waiting: one confirmed or replaced in the meantime is not worth an e-mail.
 */
export async function mailHeldImport(
  db: Db,
  email: StaffMail,
  schoolId: string,
  pendingImportId: string,
) {
  const pending = await latestPending(db, schoolId);
  if (pending?._id !== pendingImportId) return 0;
  return mailAdministrators(
    db,
    email,
    (language, school) => ({
      subject: renderText('roster.heldSubject', { school }, language),
      body: renderText(
        pending.reason === 'staff' || pending.reason === 'admins'
          ? 'roster.heldStaffBody'
          : 'roster.heldBody',
        { token: pending.tokenName ?? '—', count: pending.count, limit: pending.limit },
        language,
      ),
    }),
    schoolId,
  );
}

/** The queue exists only with an e-mail provider; without one, the header's notice is the word. */
export const rosterJobs = (app: FastifyInstance, email: StaffMail | undefined): BackgroundJob[] =>
  email
    ? [
        queueJob<HoldMailJob>({
          kind: 'queue',
          name: ROSTER_HOLD_MAIL_QUEUE,
          retries: 3,
          expireInSeconds: 600,
          handler: async ({ schoolId, pendingImportId }) => {
            await mailHeldImport(app.db, email, schoolId, pendingImportId);
          },
          onError: (error) => app.log.error({ err: error }, 'held roster import e-mail failed'),
        }),
      ]
    : [];
