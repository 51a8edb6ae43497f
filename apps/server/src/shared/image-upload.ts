import type { FastifyRequest } from 'fastify';
import { text, type Text } from '@rollcall/contract/i18n/text-key';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from './app-error.js';

/**
 * What reading a multipart body can fail with: Fastify's own limits (file too large, too many
 * parts) keep their codes; anything else is the parser meeting a cut-off or malformed body
 * ("Unexpected end of form", "Boundary not found"), which is the client's fault, not a 500.
 */
function uploadError(error: unknown, field: string): unknown {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('PAYLOAD_TOO_LARGE', text('media.tooLarge'), {
      [field]: text('media.tooLarge'),
    });
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return error;
  return new AppError('MALFORMED_UPLOAD', text('errors.MALFORMED_UPLOAD'), {
    [field]: text('errors.MALFORMED_UPLOAD'),
  });
}

/** Reads the one image file of a multipart request, with the size and field checked. */
export const readImageUpload = (request: FastifyRequest, field: string) =>
  readFileUpload(request, field, { required: text('media.fileRequired') });

/**
 * Reads the one file of a multipart request in `field`: `required` when it is missing, 413 past
 * `maxBytes` (the app's image limit unless given), 400 for a cut-off or malformed body.
 */
export async function readFileUpload(
  request: FastifyRequest,
  field: string,
  options: { required: Text; maxBytes?: number },
) {
  const missing = () =>
    new AppError('VALIDATION_FAILED', options.required, { [field]: options.required });
  if (!request.isMultipart()) throw missing();
  let file: MultipartFile | undefined;
  let data: Buffer;
  try {
    file = await request.file(
      options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined,
    );
    if (!file || file.fieldname !== field) throw missing();
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw uploadError(error, field);
  }
  return { mimetype: file.mimetype, data };
}
