import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { appendFile, open, stat } from 'node:fs/promises';

/**
 * A dump carries a SHA-256 of itself in a last line, appended after pg_dump's archive: pg_restore
 * reads the archive by its table of contents and never looks past it, so the file still restores
 * with pg_restore alone, while `restore` first checks every byte. A custom-format archive has no
 * checksum of its own: a changed byte in its table of contents or in uncompressed data could
 * restore something else without an error. The seal catches damage and a file cut short; it is
 * no signature (anyone can recompute it), so the file is kept where only its owners can write.
 */
const SEAL_PREFIX = '\nROLLCALL-PG-DUMP sha256=';
const SEAL_LENGTH = SEAL_PREFIX.length + 64 + 1;

async function sha256Of(file: string, length: number): Promise<string> {
  const hash = createHash('sha256');
  if (length > 0) {
    for await (const chunk of createReadStream(file, { end: length - 1 })) {
      hash.update(chunk as Buffer);
    }
  }
  return hash.digest('hex');
}

/** Appends the seal to a finished archive and flushes it to disk; answers the checksum. */
export async function sealDump(file: string): Promise<string> {
  const { size } = await stat(file);
  const checksum = await sha256Of(file, size);
  await appendFile(file, `${SEAL_PREFIX}${checksum}\n`);
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  return checksum;
}

/** Why the file cannot be trusted, or undefined when its seal matches every byte before it. */
export async function sealProblem(file: string): Promise<string | undefined> {
  const { size } = await stat(file);
  if (size <= SEAL_LENGTH) return 'it is too short to be a dump written by backup:postgres';
  const handle = await open(file, 'r');
  const tail = Buffer.alloc(SEAL_LENGTH);
  try {
    await handle.read(tail, 0, SEAL_LENGTH, size - SEAL_LENGTH);
  } finally {
    await handle.close();
  }
  const seal = /^\nROLLCALL-PG-DUMP sha256=([0-9a-f]{64})\n$/.exec(tail.toString('latin1'));
  if (!seal) {
    return 'its last line is not the checksum backup:postgres writes: it was cut short, changed, or made some other way';
  }
  const checksum = await sha256Of(file, size - SEAL_LENGTH);
  return checksum === seal[1]
    ? undefined
    : 'its checksum does not match: the file was damaged or changed';
}
