import { randomUUID } from 'node:crypto';
import { eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fileParts } from '../../db/schema/file-parts.js';

/**
 * A part's size. The embedded database serves one statement at a time, and a statement carrying
 * megabytes held it for 100–150 ms, every gate scan waiting behind it (issue 29); a part of this
 * size takes a few milliseconds, and the database joins the parts itself in one short statement.
 */
export const FILE_PART_BYTES = 128 * 1024;

/** How long a part a dead process left behind is kept before the next file deletes it. */
const ABANDONED_AFTER = sql`interval '1 day'`;

/**
 * Writes a file as parts, each its own statement, and returns the SQL that joins them (for the
 * row's `file` column) and what deletes them once the row has it. A file of one part is returned
 * as it is.
 */
export async function fileInParts(
  db: Db,
  file: Buffer,
): Promise<{ value: Buffer | SQL; discard: () => Promise<void> }> {
  if (file.length <= FILE_PART_BYTES) return { value: file, discard: async () => {} };
  const uploadId = randomUUID();
  for (let part = 0; part * FILE_PART_BYTES < file.length; part += 1) {
    const data = file.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES);
    await db.insert(fileParts).values({ uploadId, part, data });
  }
  return {
    value: sql`(select string_agg(${fileParts.data}, ''::bytea order by ${fileParts.part})
      from ${fileParts} where ${fileParts.uploadId} = ${uploadId})`,
    discard: async () => {
      await db
        .delete(fileParts)
        .where(
          or(
            eq(fileParts.uploadId, uploadId),
            lt(fileParts.createdAt, sql`now() - ${ABANDONED_AFTER}`),
          ),
        );
    },
  };
}
