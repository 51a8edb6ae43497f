import { z } from 'zod';
import { textKey } from './i18n/text-key.js';
import { textSchema } from './common.js';
import { defineEndpoint } from './endpoint.js';

/** The restore's multipart fields that open a backup made by another installation (issue 40). */
export const RECOVERY_KEY_FIELD = 'recoveryKey';
export const PASSPHRASE_FIELD = 'passphrase';
/** A backup passphrase is at least this long: it stands alone between a file and its reader. */
export const BACKUP_PASSPHRASE_MIN = 12;
export const BACKUP_PASSPHRASE_MAX = 200;

export const RECOVERY_MESSAGES = {
  backupNeedsKey:
    'This backup was made by another Rollcall installation. Enter its recovery key (or its backup passphrase) to restore it. Nothing was changed.',
  recoveryKeyWrong:
    'This recovery key does not open this backup: it was made with another recovery key. A new key does not change older backups: use the key that was current when the backup was made. Nothing was changed.',
  recoveryKeyMalformed: 'A recovery key has 52 letters and digits, in groups of four',
  passphraseWrong: 'This passphrase does not open this backup. Nothing was changed.',
  backupHasNoPassphrase:
    'This backup was made without a passphrase: use its recovery key. Nothing was changed.',
  passphraseTooShort: 'The passphrase must be at least 12 characters',
  passphraseTooLong: 'The passphrase must be at most 200 characters',
  restoredOntoNew:
    'Backup restored onto this new installation. Sign in with your account as it was in the backup: its password and two-factor sign-in. Gate devices must be paired again.',
  rotated:
    'A new recovery key was made. Backups from now on need it; older backups still need the key they were made with.',
  saved: 'Thank you: the recovery key is marked as saved.',
  passphraseSet: 'Backups from now on can also be opened with this passphrase.',
  passphraseCleared: 'Backups from now on can no longer be opened with a passphrase.',
} as const;

export const RecoveryKeySchema = z.object({
  recoveryKey: z.string(),
  createdAt: z.string(),
  /** When an admin said it was stored away from the server; null: the screen reminds them. */
  savedAt: z.string().nullable(),
});
export type RecoveryKey = z.infer<typeof RecoveryKeySchema>;

/** What the Backup screen shows without revealing the key. */
export const RecoveryStatusSchema = z.object({
  createdAt: z.string(),
  savedAt: z.string().nullable(),
  hasPassphrase: z.boolean(),
});
export type RecoveryStatus = z.infer<typeof RecoveryStatusSchema>;

export const PassphraseBodySchema = z.object({
  passphrase: textSchema({ error: textKey('recovery.passphraseTooShort') })
    .min(BACKUP_PASSPHRASE_MIN, textKey('recovery.passphraseTooShort'))
    .max(BACKUP_PASSPHRASE_MAX, textKey('recovery.passphraseTooLong')),
});
export type PassphraseBody = z.infer<typeof PassphraseBodySchema>;

const NoticeSchema = z.object({ message: z.string() });

/** Whether nothing has been made here yet: the sign-in page then offers a restore. */
export const InstallationStateSchema = z.object({ isNew: z.boolean() });

/**
 * Admins only, after the identity confirmation, except `installation` (public). The key opens
 * every backup made since it was made, so it is shown only after a second check.
 */
export const recoveryKeyApi = {
  get: defineEndpoint({
    method: 'GET',
    path: '/system/recovery-key',
    response: RecoveryKeySchema,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/system/recovery-key/status',
    response: RecoveryStatusSchema,
  }),
  rotate: defineEndpoint({
    method: 'POST',
    path: '/system/recovery-key/rotate',
    response: RecoveryKeySchema.extend({ message: z.string() }),
  }),
  markSaved: defineEndpoint({
    method: 'POST',
    path: '/system/recovery-key/saved',
    response: RecoveryStatusSchema.extend({ message: z.string() }),
  }),
  setPassphrase: defineEndpoint({
    method: 'PUT',
    path: '/system/backup-passphrase',
    body: PassphraseBodySchema,
    response: NoticeSchema,
  }),
  clearPassphrase: defineEndpoint({
    method: 'DELETE',
    path: '/system/backup-passphrase',
    response: NoticeSchema,
  }),
  installation: defineEndpoint({
    method: 'GET',
    path: '/system/installation',
    response: InstallationStateSchema,
  }),
};
