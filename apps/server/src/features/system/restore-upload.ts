import type { FastifyRequest } from 'fastify';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import { BACKUP_FIELD, BACKUP_MAX_BYTES, BACKUP_PASSWORD_FIELD } from '@rollcall/contract/system';
import { PASSPHRASE_FIELD, RECOVERY_KEY_FIELD } from '@rollcall/contract/recovery-key';
import { AppError } from '../../shared/app-error.js';
import { isRecoveryKeyShaped } from './backup-keys.js';

const fieldError = (field: string, message: Text) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * The restore's multipart body, its parts in any order: the backup file, the password, and for a
 * file from another installation its recovery key or passphrase.
 */
export async function readRestoreUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError(BACKUP_FIELD, text('system.backupRequired'));
  let file: Buffer | undefined;
  let password = '';
  const opening: { recoveryKey?: string; passphrase?: string } = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: BACKUP_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === BACKUP_FIELD) file = data;
      } else if (typeof part.value !== 'string') {
        continue;
      } else if (part.fieldname === BACKUP_PASSWORD_FIELD) {
        password = part.value;
      } else if (part.fieldname === RECOVERY_KEY_FIELD && part.value.trim()) {
        opening.recoveryKey = part.value;
      } else if (part.fieldname === PASSPHRASE_FIELD && part.value) {
        opening.passphrase = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE');
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw new AppError('MALFORMED_UPLOAD');
  }
  if (!password) throw fieldError(BACKUP_PASSWORD_FIELD, text('system.passwordRequired'));
  if (!file || file.length === 0) throw fieldError(BACKUP_FIELD, text('system.backupRequired'));
  if (opening.recoveryKey !== undefined && !isRecoveryKeyShaped(opening.recoveryKey)) {
    throw fieldError(RECOVERY_KEY_FIELD, text('recovery.recoveryKeyMalformed'));
  }
  return { password, file, opening };
}
