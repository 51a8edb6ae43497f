import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, MEDIA_MESSAGES } from '@rollcall/contract/media';

const isAllowedType = (type: string): boolean =>
  (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);

/** The server's limits, checked before uploading: a message, or null when the file is fine. */
export function validatePhoto(file: File): string | null {
  if (!isAllowedType(file.type)) return MEDIA_MESSAGES.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return MEDIA_MESSAGES.tooLarge;
  return null;
}
