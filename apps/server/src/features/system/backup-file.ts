import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { TextKey } from '@rollcall/contract/i18n/text-key';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.js';

/**
 * A backup file is gzip over two parts separated by the first newline: a header (JSON) and the
 * content (JSON: every backed-up table's columns and rows). The header carries the content's
 * SHA-256 and an HMAC-SHA256 of the header itself (checksum included) with this installation's
 * backup key, so changing any byte of either part is detected. The header is read first, so a
 * file from a newer version or another installation is refused before its content is parsed.
 */
export const BACKUP_FORMAT = 'rollcall-backup' as const;
/** Bumped when the file's layout changes (not the tables: those follow schemaVersion). */
export const BACKUP_FORMAT_VERSION = 1;
/** A backup larger than this once unpacked is not ours (a zip bomb would be refused here). */
export const MAX_UNPACKED_BYTES = 2 * 1024 * 1024 * 1024 - 1;

/** What both formats' headers say in clear: what made the file, when, and for which school. */
export const HeaderInClearSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  /** Migrations applied to the database it was made from. */
  schemaVersion: z.number().int().nonnegative(),
  installationId: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  school: z.object({ name: z.string() }),
});

const BackupHeaderSchema = HeaderInClearSchema.extend({
  /** Rows per table, for people and for the check after parsing. */
  rowCounts: z.record(z.string(), z.number().int().nonnegative()),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

export const BackupContentSchema = z.object({
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.string().min(1)).min(1),
      rows: z.array(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type BackupContent = z.infer<typeof BackupContentSchema>;
export type BackupTable = BackupContent['tables'][number];

// zlib's callback forms run on libuv's thread pool: a school's whole database compressed or
// unpacked never holds the event loop that answers the gate (issue 29).
export const gzip = promisify(gzipCallback);
export const gunzip = promisify(gunzipCallback);

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const sign = (key: string, header: Omit<BackupHeader, 'signature'>) =>
  createHmac('sha256', key).update(JSON.stringify(header)).digest('hex');

export const refused = (message: TextKey) => new AppError('BACKUP_REFUSED', message);

/** Packs the header and the content (already JSON text, as the database wrote it) into a file. */
export async function packBackup(
  key: string,
  header: Omit<BackupHeader, 'checksum' | 'signature' | 'format' | 'formatVersion'>,
  contentJson: string,
): Promise<Buffer> {
  const unsigned = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    ...header,
    checksum: sha256(contentJson),
  };
  const signed: BackupHeader = { ...unsigned, signature: sign(key, unsigned) };
  return gzip(`${JSON.stringify(signed)}\n${contentJson}`);
}

/**
 * Checks a file completely before anything is changed, in this order: readable as a backup at
 * all, not from a newer Rollcall, from this installation, unchanged (checksum and signature);
 * then its content is parsed. Each refusal says which it was.
 */
export async function unpackBackup(
  file: Buffer,
  here: { key: string; installationId: string; schemaVersion: number },
): Promise<{ header: BackupHeader; content: BackupContent }> {
  let text: string;
  try {
    text = (await gunzip(file, { maxOutputLength: MAX_UNPACKED_BYTES })).toString('utf8');
  } catch {
    throw refused('errors.BACKUP_REFUSED');
  }
  const split = text.indexOf('\n');
  if (split < 0) throw refused('errors.BACKUP_REFUSED');
  const header = BackupHeaderSchema.safeParse(parseJson(text.slice(0, split)));
  if (!header.success) throw refused('errors.BACKUP_REFUSED');
  const { signature, ...unsigned } = header.data;
  if (
    header.data.formatVersion > BACKUP_FORMAT_VERSION ||
    header.data.schemaVersion > here.schemaVersion
  ) {
    throw refused('system.backupNewer');
  }
  if (header.data.installationId !== here.installationId) {
    throw refused('system.backupForeign');
  }
  const contentJson = text.slice(split + 1);
  const expected = Buffer.from(sign(here.key, unsigned), 'hex');
  if (
    sha256(contentJson) !== header.data.checksum ||
    !timingSafeEqual(expected, Buffer.from(signature, 'hex'))
  ) {
    throw refused('system.backupTampered');
  }
  const content = BackupContentSchema.safeParse(parseJson(contentJson));
  if (!content.success) throw refused('errors.BACKUP_REFUSED');
  for (const table of content.data.tables) {
    if (header.data.rowCounts[table.name] !== table.rows.length) {
      throw refused('errors.BACKUP_REFUSED');
    }
  }
  return { header: header.data, content: content.data };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
