import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fileParts } from '../../db/schema/file-parts.js';
import { idCardBatches } from '../../db/schema/id-cards.js';
import { letterBatches } from '../../db/schema/outreach.js';
import { reports } from '../../db/schema/reports.js';
import { rosterPendingImports } from '../../db/schema/roster.js';

/**
 * A part's size. The embedded database serves one statement at a time, and a statement carrying
 * megabytes held it for 100–150 ms, every gate scan waiting behind it (issue 29); a part of this
 * size takes a few milliseconds. A larger file stays in its parts, and is joined when read (a
 * read of megabytes costs the database a millisecond; writing them into one row, 70–150 ms).
 */
export const FILE_PART_BYTES = 128 * 1024;

/** How long a part a dead worker left behind is kept before the next file deletes it. */
const ABANDONED_AFTER = sql`interval '1 day'`;

/** The tables whose rows hold a finished file (finishedFileColumns). */
const FILE_HOLDERS = [reports, idCardBatches, letterBatches, rosterPendingImports] as const;

/** A finished file's columns as a row holds them. */
export type StoredFile = { file: Buffer | null; filePartsId: string | null };

/**
 * Writes a finished file for its row: whole when it fits in one part, else as parts, each its
 * own statement. Returns the row's file columns; `hold` marks the parts as the row's once the row
 * names them (in the same transaction), and `discard` deletes them if no row came to.
 */
export async function storeFile(db: Db, file: Buffer) {
  if (file.length <= FILE_PART_BYTES) {
    return {
      columns: { file, filePartsId: null } satisfies StoredFile,
      hold: async () => {},
      discard: async () => {},
    };
  }
  const uploadId = randomUUID();
  for (let part = 0; part * FILE_PART_BYTES < file.length; part += 1) {
    const data = file.subarray(part * FILE_PART_BYTES, (part + 1) * FILE_PART_BYTES);
    await db.insert(fileParts).values({ uploadId, part, data });
  }
  // Parts a dead worker left, never held, go with the next file.
  await db
    .delete(fileParts)
    .where(
      and(eq(fileParts.held, false), lt(fileParts.createdAt, sql`now() - ${ABANDONED_AFTER}`)),
    );
  return {
    columns: { file: null, filePartsId: uploadId } satisfies StoredFile,
    hold: async (tx: Db) => {
      await tx.update(fileParts).set({ held: true }).where(eq(fileParts.uploadId, uploadId));
    },
    discard: async () => {
      await db.delete(fileParts).where(eq(fileParts.uploadId, uploadId));
    },
  };
}

/** A row's finished file: held whole, or joined from its parts; null when it has none. */
export async function readStoredFile(db: Db, stored: StoredFile): Promise<Buffer | null> {
  if (stored.file) return stored.file;
  if (!stored.filePartsId) return null;
  const { rows } = await db.execute<{ file: Buffer | null }>(sql`
    select string_agg(${fileParts.data}, ''::bytea order by ${fileParts.part}) as file
    from ${fileParts} where ${fileParts.uploadId} = ${stored.filePartsId}`);
  return rows[0]?.file ?? null;
}

/**
 * Deletes the held parts no row names any more: a row's deletion takes its parts with it (a
 * trigger, migration 0036), but TRUNCATE fires no trigger.
 */
export async function deletePartsOfGoneRows(db: Db) {
  await db.execute(sql`
    delete from ${fileParts} where ${fileParts.held} and ${fileParts.uploadId} not in (
      ${sql.join(
        FILE_HOLDERS.map(
          (table) =>
            sql`select ${table.filePartsId} from ${table} where ${table.filePartsId} is not null`,
        ),
        sql` union all `,
      )})`);
}
