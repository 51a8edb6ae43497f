import type { FastifyRequest } from 'fastify';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import { BACKUP_FIELD, BACKUP_MAX_BYTES, BACKUP_PASSWORD_FIELD } from '@rollcall/contract/system';
import { AppError } from '../../shared/app-error.js';

const fieldError = (field: string, message: Text) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** The restore's multipart body: the backup file and the password field, in either order. */
export async function readRestoreUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError(BACKUP_FIELD, text('system.backupRequired'));
  let file: Buffer | undefined;
  let password = '';
  try {
    for await (const part of request.parts({ limits: { fileSize: BACKUP_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === BACKUP_FIELD) file = data;
      } else if (part.fieldname === BACKUP_PASSWORD_FIELD && typeof part.value === 'string') {
        password = part.value;
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
  return { password, file };
}
