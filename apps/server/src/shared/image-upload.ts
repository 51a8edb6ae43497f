import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { ERROR_MESSAGES } from '@rollcall/contract/errors';
import { MEDIA_MESSAGES } from '@rollcall/contract/media';
import { AppError } from './app-error.js';

/**
 * What reading a multipart body can fail with: Fastify's own limits (file too large, too many
 * parts) keep their codes; anything else is the parser meeting a cut-off or malformed body
 * ("Unexpected end of form", "Boundary not found"), which is the client's fault, not a 500.
 */
function uploadError(error: unknown, field: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge, {
      [field]: MEDIA_MESSAGES.tooLarge,
    });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return new AppError('MALFORMED_UPLOAD', ERROR_MESSAGES.MALFORMED_UPLOAD, {
    [field]: ERROR_MESSAGES.MALFORMED_UPLOAD,
  });
}

/** Reads the one image file of a multipart request, with the size and field checked. */
export async function readImageUpload(request: FastifyRequest, field: string) {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.fileRequired, {
      [field]: MEDIA_MESSAGES.fileRequired,
    });
  }
  let file: MultipartFile | undefined;
  let data: Buffer;
  try {
    file = await request.file();
    if (!file || file.fieldname !== field) {
      throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.fileRequired, {
        [field]: MEDIA_MESSAGES.fileRequired,
      });
    }
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error, field);
  }
  return { mimetype: file.mimetype, data };
}
