import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { IMAGE_CONTENT_TYPES, MEDIA_MESSAGES, mediaApi } from '@rollcall/contract/media';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { AppError } from '../../shared/app-error.js';

/** Where a browser fetches a stored picture (an <img> source). */
export const mediaUrl = (token: string) => API_PREFIX + pathOf(mediaApi.get, { token });

const SQUARE_SIZE = 256;

/**
 * Normalizes an uploaded picture to a small square WebP (which also drops EXIF data such as GPS
 * positions) and stores it under an unguessable token.
 */
export async function storeSquareImage(db: Db, upload: { mimetype: string; data: Buffer }) {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(upload.mimetype)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', MEDIA_MESSAGES.wrongType);
  }
  let image: Buffer;
  try {
    image = await sharp(upload.data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(SQUARE_SIZE, SQUARE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.unreadable);
  }
  const [row] = await db
    .insert(media)
    .values({
      token: randomBytes(24).toString('base64url'),
      contentType: 'image/webp',
      byteSize: image.length,
      data: image,
    })
    .returning({ id: media.id, token: media.token });
  if (!row) throw new Error('Image was not stored');
  return row;
}

export async function getMediaByToken(db: Db, token: string) {
  const [row] = await db
    .select({ contentType: media.contentType, data: media.data })
    .from(media)
    .where(eq(media.token, token));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deleteMedia(db: Db, id: string) {
  await db.delete(media).where(eq(media.id, id));
}
