import { multipartBody } from './multipart.js';

export { generatedExport, smallExport, zipOf } from '../src/bench/generated-roster.js';

/** A CSV file's text with the record whose first cell is `id` replaced (or dropped: null). */
export function withRecord(csv: string, id: string, record: string | null): string {
  return csv
    .split('\n')
    .flatMap((line) => (line.startsWith(`${id},`) ? (record === null ? [] : [record]) : [line]))
    .join('\n');
}

/** The import's multipart body. */
export const rosterUpload = (zip: Buffer) =>
  multipartBody('file', 'oneroster.zip', 'application/zip', zip);
