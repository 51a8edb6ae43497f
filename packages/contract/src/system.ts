import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { messageTemplate } from './i18n/message-template.js';
import { OFFSITE_COPY_STATUSES } from './settings/offsite-backup.js';

/** The multipart field that carries the backup file of a restore; the password is a field too. */
export const BACKUP_FIELD = 'backup';
export const BACKUP_PASSWORD_FIELD = 'password';
/** A restore's upload may be this large (a school's photos and report files included). */
export const BACKUP_MAX_BYTES = 512 * 1024 * 1024;
export const MAINTENANCE_MESSAGE_MAX = 300;

export const SYSTEM_MESSAGES = {
  maintenanceOn: 'Maintenance mode is on: only administrators can sign in.',
  maintenanceOff: 'Maintenance mode is off.',
  maintenanceMessageTooLong: 'The message must be at most 300 characters',
  passwordRequired: 'Enter your password to confirm',
  passwordWrong: 'Your password is incorrect',
  schoolNameMismatch: 'Type the school name exactly as it is shown',
  backupRequired: 'Choose a backup file to restore',
  backupTampered:
    'This backup has been changed since it was made (its checksum or signature does not match). Nothing was changed.',
  backupForeign:
    'This backup was made by another Rollcall installation and cannot be checked here. Nothing was changed.',
  backupNewer:
    'This backup was made by a newer version of Rollcall. Update Rollcall before restoring it. Nothing was changed.',
  backupNotApplied: 'The backup could not be applied. Nothing was changed.',
  restoredSignedOut:
    'Backup restored. Everyone has been signed out, you too: sign in again. Gate devices must be paired again, and accounts found only in the backup stay deactivated until an administrator sets their password.',
  reset: 'System reset: students, attendance, notifications, cards and reports were erased.',
  cacheCleared: 'Cache cleared.',
  /** The readiness check's 503, its fields naming each part that does not answer. */
  notReady: 'Not ready: a part the server needs does not answer.',
  databaseDown: 'The database does not answer.',
  jobQueueDown: 'The job queue does not answer.',
  /** POST /system/backups/run on a server started without DATA_DIR/backups (tests only). */
  noBackupFolder: 'This server has no folder for automatic backups.',
  /** To each administrator, once per run of failed off-machine copies (issue 40). */
  offsiteFailedSubject: messageTemplate(
    '{{school}}: the backup could not be copied off the server',
    'school',
  ),
  offsiteFailedBody: messageTemplate(
    'The backup {{file}} was made on the server, but copying it to {{location}} failed:\n\n{{error}}\n\nRollcall tries again every hour and will not write about this again until a copy succeeds. Settings, Backup & Restore shows how the last copy went.',
    'file',
    'location',
    'error',
  ),
  /** What Clear Cache dropped, each in words (the answer's `cleared`). */
  cleared: {
    settings: 'School settings and school information',
    maintenance: 'Maintenance mode state',
    tokens: messageTemplate('Checked sign-in tokens ({{count}})', 'count'),
    formatters: messageTemplate('Time zone formatters ({{count}})', 'count'),
  },
} as const;

const PasswordConfirmSchema = textSchema({ error: textKey('system.passwordRequired') }).min(
  1,
  textKey('system.passwordRequired'),
);

export const MaintenanceStateSchema = z.object({
  enabled: z.boolean(),
  /** The school's own notice, or the default one in the reader's language. */
  message: z.string(),
  /** Whether `message` is the school's own: a form shows the default as empty, in any language. */
  isCustom: z.boolean(),
});
export type MaintenanceState = z.infer<typeof MaintenanceStateSchema>;

export const MaintenanceBodySchema = z.object({
  enabled: z.boolean(),
  message: textSchema()
    .trim()
    .max(MAINTENANCE_MESSAGE_MAX, textKey('system.maintenanceMessageTooLong'))
    .optional(),
});
export type MaintenanceBody = z.infer<typeof MaintenanceBodySchema>;

export const ResetBodySchema = z.object({
  schoolName: textSchema({ error: textKey('system.schoolNameMismatch') }).trim(),
  password: PasswordConfirmSchema,
});
export type ResetBody = z.infer<typeof ResetBodySchema>;

export const ResetResultSchema = z.object({
  message: z.string(),
  /** Rows erased per table. */
  erased: z.record(z.string(), z.number()),
});

export const RestoreResultSchema = z.object({
  message: z.string(),
  /** Rows restored per table. */
  restored: z.record(z.string(), z.number()),
  /** Always false: a restore ends every session, the restoring admin's too. */
  isSignedIn: z.boolean(),
  backupCreatedAt: z.string(),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

export const ClearCacheResultSchema = z.object({
  message: z.string(),
  /** What was dropped, in words. */
  cleared: z.array(z.string()),
});

export const AutomaticBackupSchema = z.object({
  fileName: z.string(),
  byteSize: z.number(),
  createdAt: z.string(),
});
/** How the last off-machine copy went (issue 40); its destination is a setting. */
export const OffsiteCopyStateSchema = z.object({
  status: z.enum(OFFSITE_COPY_STATUSES),
  /** Where the last copy went or was to go: `s3://bucket/key`, or the file's path. */
  location: z.string().nullable(),
  fileName: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  /** The last failed attempt's reason, as the destination gave it; null once a copy succeeds. */
  error: z.string().nullable(),
});
export type OffsiteCopyState = z.infer<typeof OffsiteCopyStateSchema>;

export const AutomaticBackupListSchema = z.object({
  backups: z.array(AutomaticBackupSchema),
  offsite: OffsiteCopyStateSchema,
});

/** The automatic backup made now: the file on the server and how its copy went. */
export const BackupRunResultSchema = z.object({
  file: z.string(),
  size: z.number(),
  offsite: z.object({
    status: z.enum(['copied', 'failed', 'off']),
    location: z.string().nullable(),
    error: z.string().nullable(),
  }),
});
export type BackupRunResult = z.infer<typeof BackupRunResultSchema>;

/** Admins only, except `maintenance`: the sign-in page reads it. */
export const systemApi = {
  backup: defineEndpoint({ method: 'GET', path: '/system/backup', response: 'file' }),
  backups: defineEndpoint({
    method: 'GET',
    path: '/system/backups',
    response: AutomaticBackupListSchema,
  }),
  /** Makes the automatic backup now and copies it off the machine (after a recent confirmation). */
  runBackup: defineEndpoint({
    method: 'POST',
    path: '/system/backups/run',
    response: BackupRunResultSchema,
  }),
  restore: defineEndpoint({
    method: 'POST',
    path: '/system/restore',
    uploadField: BACKUP_FIELD,
    response: RestoreResultSchema,
  }),
  reset: defineEndpoint({
    method: 'POST',
    path: '/system/reset',
    body: ResetBodySchema,
    response: ResetResultSchema,
  }),
  setMaintenance: defineEndpoint({
    method: 'PUT',
    path: '/system/maintenance',
    body: MaintenanceBodySchema,
    response: MaintenanceStateSchema.extend({ notice: z.string() }),
  }),
  clearCache: defineEndpoint({
    method: 'POST',
    path: '/system/clear-cache',
    response: ClearCacheResultSchema,
  }),
  exportStudents: defineEndpoint({
    method: 'GET',
    path: '/system/export/students',
    response: 'file',
  }),
  /** Public: whether the system is in maintenance, and the message the sign-in page shows. */
  maintenance: defineEndpoint({
    method: 'GET',
    path: '/maintenance',
    response: MaintenanceStateSchema,
  }),
};
