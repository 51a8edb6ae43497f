import { PASSPHRASE_FIELD, RECOVERY_KEY_FIELD } from '@rollcall/contract/recovery-key';
import { BACKUP_PASSWORD_FIELD, systemApi } from '@rollcall/contract/system';
import { apiClient } from './api-client';

/** The file input takes this format's files (.rollcall-backup) and the first format's (.json.gz). */
export const BACKUP_FILE_ACCEPT = '.rollcall-backup,.gz';

export type RestoreInput = {
  file: File;
  /** The signed-in administrator's own password. */
  password: string;
  /** Only for a backup made by another installation: either opens it. */
  recoveryKey?: string;
  passphrase?: string;
};

/**
 * POST /system/restore as the Backup screen and the new installation's restore page send it: the
 * fields first, then the file. An empty key or passphrase is left out.
 */
export const restoreBackup = ({ file, password, recoveryKey, passphrase }: RestoreInput) =>
  apiClient.call(systemApi.restore, {
    file,
    fields: {
      [BACKUP_PASSWORD_FIELD]: password,
      ...(recoveryKey?.trim() ? { [RECOVERY_KEY_FIELD]: recoveryKey.trim() } : {}),
      ...(passphrase ? { [PASSPHRASE_FIELD]: passphrase } : {}),
    },
  });
