import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { readingBeside } from '../../shared/drawing/drawing-pool.js';
import { unpackBackup } from './backup-file.js';
import { openSealedBackup, type Here, type OpenedBackup, type Opening } from './backup-sealed.js';

type BackupFile = { file: Uint8Array; here: Here; opening: Opening };

/** A first-format file is gzip from its first byte; a sealed one begins with its header's JSON. */
const isFirstFormat = (file: Buffer) => file[0] === 0x1f && file[1] === 0x8b;

/** Either format, opened and checked completely; a first-format file opens here only. */
export async function openBackup(
  file: Buffer,
  here: Here,
  opening: Opening,
): Promise<OpenedBackup> {
  if (!isFirstFormat(file)) return openSealedBackup(file, here, opening);
  const { header, content } = await unpackBackup(file, here);
  return { header, content, secrets: {}, isForeign: false };
}

/**
 * Run on a thread of the drawing pool (shared/drawing): a school's whole backup decrypted,
 * unpacked, parsed and checked there, not on the event loop that answers the gate (issue 29). Its
 * refusals come back as the same refusals.
 */
export function draw({ file, here, opening }: BackupFile): Promise<OpenedBackup> {
  // Copied across threads as a plain Uint8Array.
  return openBackup(Buffer.from(file.buffer, file.byteOffset, file.byteLength), here, opening);
}

const backupReading = readingBeside<BackupFile, OpenedBackup>(import.meta.url, 'backup-reading');

/** openBackup on a thread of the pool. */
export const openBackupOn = (pool: DrawingPool, file: Buffer, here: Here, opening: Opening) =>
  pool.read(backupReading, { file, here, opening });
