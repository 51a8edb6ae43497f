import { randomBytes } from 'node:crypto';
import { text } from '@rollcall/contract/i18n/text-key';
import { and, eq, isNotNull, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { API_PREFIX, pathOf } from '@rollcall/contract/endpoint';
import { IMAGE_CONTENT_TYPES, mediaApi } from '@rollcall/contract/media';
import type { Db } from '../../db/client.js';
import { media } from '../../db/schema/media.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';

/** Where a browser fetches a stored picture (an <img> source). */
export const mediaUrl = (token: string) => API_PREFIX + pathOf(mediaApi.get, { token });

const SQUARE_SIZE = 256;
/** What sharp calls the formats of IMAGE_CONTENT_TYPES: the file's bytes decide, not its label. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

type Encoding = { contentType: string; encode: (image: sharp.Sharp) => sharp.Sharp };

/**
 * Checks an upload is really a JPEG, PNG or WebP (by its content as well as its declared type),
 * re-encodes it (turned upright; sharp writes no EXIF data, so GPS positions and the like are
 * dropped) and stores it under an unguessable token.
 */
async function storeImage(db: Db, upload: { mimetype: string; data: Buffer }, as: Encoding) {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(upload.mimetype)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', text('media.wrongType'));
  }
  let image: Buffer;
  try {
    const source = sharp(upload.data, { limitInputPixels: 40_000_000 });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', text('media.wrongType'));
    }
    image = await as.encode(source.rotate()).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_FAILED', text('media.unreadable'));
  }
  const [row] = await db
    .insert(media)
    .values({
      token: randomBytes(24).toString('base64url'),
      contentType: as.contentType,
      byteSize: image.length,
      data: image,
    })
    .returning({ id: media.id, token: media.token });
  if (!row) throw new Error('Image was not stored');
  return row;
}

/** A profile picture or student photo: a small square WebP. */
export const storeSquareImage = (db: Db, upload: { mimetype: string; data: Buffer }) =>
  storeImage(db, upload, {
    contentType: 'image/webp',
    encode: (image) =>
      image.resize(SQUARE_SIZE, SQUARE_SIZE, { fit: 'cover' }).webp({ quality: 82 }),
  });

/**
 * The school logo: its whole shape kept within `maxSide`, as PNG (transparency kept, and PDFKit
 * draws PNG and JPEG only, not WebP).
 */
export const storeLogoImage = (
  db: Db,
  upload: { mimetype: string; data: Buffer },
  maxSide: number,
) =>
  storeImage(db, upload, {
    contentType: 'image/png',
    encode: (image) =>
      image
        .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 }),
  });

/** A stored image's bytes by its id, or undefined when it is gone. */
export async function getMediaById(db: Db, id: string) {
  const [row] = await db
    .select({ id: media.id, contentType: media.contentType, data: media.data })
    .from(media)
    .where(eq(media.id, id));
  return row;
}

/**
 * A stored image by the token in its link. An archived student's photo is kept (archiving is
 * undone; erasure deletes it) but its link answers as if it were gone.
 */
export async function getMediaByToken(db: Db, token: string) {
  const ofArchivedStudent = db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.photoMediaId, media.id), isNotNull(students.archivedAt)));
  const [row] = await db
    .select({ contentType: media.contentType, data: media.data })
    .from(media)
    .where(and(eq(media.token, token), notExists(ofArchivedStudent)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function deleteMedia(db: Db, id: string) {
  await db.delete(media).where(eq(media.id, id));
}
