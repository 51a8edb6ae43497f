import type { FastifyRequest } from 'fastify';
import { MEDIA_MESSAGES } from '@rollcall/contract/media';
import { AppError } from '../../shared/app-error.js';

/** Reads the one image file of a multipart request, with the size and field checked. */
export async function readImageUpload(request: FastifyRequest, field: string) {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.fileRequired, {
      [field]: MEDIA_MESSAGES.fileRequired,
    });
  }
  const file = await request.file();
  if (!file || file.fieldname !== field) {
    throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.fileRequired, {
      [field]: MEDIA_MESSAGES.fileRequired,
    });
  }
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch {
    throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge, {
      [field]: MEDIA_MESSAGES.tooLarge,
    });
  }
  return { mimetype: file.mimetype, data };
}
