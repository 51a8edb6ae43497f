import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The off-machine destination as `school_settings.offsite_backup` keeps it (issue 40): the S3
 * secret encrypted with the two-factor keys (shared/two-factor-crypto.ts, bound to
 * OFFSITE_SECRET_AAD), so a copy of the settings alone — a backup file, a leaked dump — does not
 * give it.
 */
export type StoredOffsiteBackup =
  | {
      kind: 's3';
      endpoint: string;
      region: string;
      bucket: string;
      prefix: string;
      accessKeyId: string;
      encryptedSecretAccessKey: string;
    }
  | { kind: 'directory'; path: string };

/**
 * How the last off-machine copy went: a single row, apart from the settings because it is the
 * state of this installation (a restore must not bring back an old failure or success). Missing
 * until the first copy is tried.
 */
export const offsiteBackupState = pgTable(
  'offsite_backup_state',
  {
    id: integer('id').primaryKey().default(1),
    status: text('status').$type<'pending' | 'copied' | 'failed'>().notNull().default('pending'),
    /** Where the last copy went or was to go (s3://bucket/key, or the file's path). */
    location: text('location'),
    fileName: text('file_name'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    error: text('error'),
    /** When the administrators were e-mailed about this run of failures; null once one succeeds. */
    adminsToldAt: timestamp('admins_told_at', { withTimezone: true }),
  },
  (table) => [check('offsite_backup_state_single_row', sql`${table.id} = 1`)],
);
