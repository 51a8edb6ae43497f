import { renderText } from '@rollcall/contract/i18n/render';
import type { FastifyInstance } from 'fastify';
import { queueJob, type BackgroundJob } from '../../shared/jobs/background-job.js';
import { mailAdministrators, type StaffMail } from '../../shared/staff-mail.js';
import type { NewAccount } from './sso-sign-in.service.js';

/** The e-mail to a school's administrators about an account made at first provider sign-in. */
export const SSO_ACCOUNT_MAIL_QUEUE = 'sso-account-mail';

type AccountMailJob = NewAccount & { provider: string };

/** The queue exists only with an e-mail provider; without one, the audit log is the record. */
export const ssoJobs = (app: FastifyInstance, email: StaffMail | undefined): BackgroundJob[] =>
  email
    ? [
        queueJob<AccountMailJob>({
          kind: 'queue',
          name: SSO_ACCOUNT_MAIL_QUEUE,
          retries: 3,
          expireInSeconds: 600,
          onError: (error) => app.log.error({ err: error }, 'new provider account e-mail failed'),
          handler: async (job) => {
            await mailAdministrators(
              app.db,
              email,
              (language, school) => ({
                subject: renderText('sso.accountCreatedSubject', { school }, language),
                body: renderText(
                  'sso.accountCreatedBody',
                  { name: job.name, email: job.email, provider: job.provider },
                  language,
                ),
              }),
              job.schoolId,
            );
          },
        }),
      ]
    : [];
