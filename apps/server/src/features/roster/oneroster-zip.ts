import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { text } from '@rollcall/contract/i18n/text-key';
import { ONEROSTER_FIELD, ONEROSTER_MAX_UNZIPPED_BYTES } from '@rollcall/contract/roster';
import { AppError } from '../../shared/app-error.js';

/**
 * Compressed bytes handed to the inflater at a time: deflate expands at most about 1,032 times,
 * so one slice inflates to at most ~16 MB before the running total is checked again.
 */
const SLICE_BYTES = 16 * 1024;
const BYTES_PER_MB = 1024 * 1024;

const fieldError = (message: ReturnType<typeof text>) =>
  new AppError('VALIDATION_FAILED', message, { [ONEROSTER_FIELD]: message });

const notAZip = () => fieldError(text('roster.notAZip'));
const tooLarge = (limit: number) =>
  fieldError(text('roster.tooLarge', { max: Math.round(limit / BYTES_PER_MB) }));

class ZipLimitExceeded extends Error {}

/** A zip entry's file name without its folders, as OneRoster names them (`users.csv`). */
export const entryName = (path: string) => (path.split('/').pop() ?? path).toLowerCase();

const isWanted = (path: string, wanted: ReadonlySet<string>) =>
  !path.startsWith('__MACOSX/') && !path.endsWith('/') && wanted.has(entryName(path));

/**
 * The wanted files of a zip, by lower-case name, as bytes. Refuses, without inflating anything, a
 * zip whose central directory declares more than `limit` bytes in all; then inflates slice by
 * slice and stops as soon as the bytes actually produced pass `limit` (entries that understate
 * their size). A file that is not a zip, or a corrupt one, is a field error, never a 500.
 */
export function readZipFiles(
  data: Uint8Array,
  wanted: ReadonlySet<string>,
  limit = ONEROSTER_MAX_UNZIPPED_BYTES,
): Map<string, Buffer> {
  let declared = 0;
  try {
    unzipSync(data, {
      filter: (file) => {
        declared += file.originalSize;
        if (declared > limit) throw new ZipLimitExceeded();
        return false;
      },
    });
  } catch (error) {
    if (error instanceof ZipLimitExceeded) throw tooLarge(limit);
    throw notAZip();
  }

  const chunksByName = new Map<string, Uint8Array[]>();
  let inflated = 0;
  let failure: AppError | undefined;
  const unzip = new Unzip((file) => {
    if (!isWanted(file.name, wanted)) return;
    const chunks: Uint8Array[] = [];
    chunksByName.set(entryName(file.name), chunks);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = notAZip();
        return;
      }
      inflated += chunk.length;
      if (inflated > limit) {
        failure = tooLarge(limit);
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < data.length && !failure; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, data.length);
      unzip.push(data.subarray(offset, end), end === data.length);
    }
  } catch {
    failure ??= notAZip();
  }
  if (failure) throw failure;

  return new Map([...chunksByName].map(([name, chunks]) => [name, Buffer.concat(chunks)]));
}
