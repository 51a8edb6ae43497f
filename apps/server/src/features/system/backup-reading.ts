import type { DrawingPool } from '../../shared/drawing/drawing-pool.js';
import { readingBeside } from '../../shared/drawing/drawing-pool.js';
import { unpackBackup } from './backup-file.js';

type BackupFile = { file: Uint8Array; here: Parameters<typeof unpackBackup>[1] };
type Unpacked = Awaited<ReturnType<typeof unpackBackup>>;

/**
 * Run on a thread of the drawing pool (shared/drawing): a school's whole backup unpacked, hashed,
 * parsed and checked there, not on the event loop that answers the gate (issue 29). Its refusals
 * come back as the same refusals.
 */
export function draw({ file, here }: BackupFile): Promise<Unpacked> {
  // Copied across threads as a plain Uint8Array.
  return unpackBackup(Buffer.from(file.buffer, file.byteOffset, file.byteLength), here);
}

const backupReading = readingBeside<BackupFile, Unpacked>(import.meta.url, 'backup-reading');

/** unpackBackup on a thread of the pool. */
export const unpackBackupOn = (pool: DrawingPool, file: Buffer, here: BackupFile['here']) =>
  pool.read(backupReading, { file, here });
