import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import { multipartBody } from './multipart.js';

const SMALL = fileURLToPath(new URL('../src/features/roster/fixtures/small/', import.meta.url));

/** The hand-written OneRoster 1.2 export (src/features/roster/fixtures/small), file by file. */
export function smallExport(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(SMALL).map((name) => [name, readFileSync(`${SMALL}${name}`, 'utf8')]),
  );
}

/** A CSV file's text with the record whose first cell is `id` replaced (or dropped: null). */
export function withRecord(csv: string, id: string, record: string | null): string {
  return csv
    .split('\n')
    .flatMap((line) => (line.startsWith(`${id},`) ? (record === null ? [] : [record]) : [line]))
    .join('\n');
}

/** The files zipped with a real zip library, as an SIS delivers them (in a folder, deflated). */
export const zipOf = (files: Record<string, string | Uint8Array>, folder = 'oneroster/') =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, content]) => [
          `${folder}${name}`,
          typeof content === 'string' ? strToU8(content) : content,
        ]),
      ),
    ),
  );

/** The import's multipart body. */
export const rosterUpload = (zip: Buffer) =>
  multipartBody('file', 'oneroster.zip', 'application/zip', zip);
