import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jsonbFromBytes } from '../../db/json-bytes.js';
import { students } from '../../db/schema/students.js';
import { AppError } from '../../shared/app-error.js';
import { insertStudentChunk, type InsertChunk } from '../students/bulk-import.service.js';
import { updateStudentChunk } from './roster-updates.js';

/**
 * Students a statement of the import writes (the thread cuts them so, roster-reading): about
 * 30 ms of the embedded database's time, the most a gate scan should wait behind one step (1,000
 * measured no better for the gate's worst wait, 2,000 twice as long).
 */
export const ROSTER_STEP = 500;

type RosterWrite = {
  /** The school the roster is imported into. */
  schoolId: string;
  createChunks: readonly InsertChunk[];
  updateChunks: readonly Uint8Array[];
  /**
   * Each chunk in a transaction of its own, undone if a later one fails: on the embedded
   * database, whose one connection a transaction holds until it commits.
   */
  isStepped: boolean;
  /** The last transaction's work (archives, the audit entry), after every step. */
  finish: (tx: Db) => Promise<void>;
};

/** The students' columns but the id, as a snapshot restores them. */
const RESTORED = Object.values(getTableColumns(students))
  .map((column) => column.name)
  .filter((name) => name !== 'id');

/** The students an update chunk names, as they are before it (json_agg of the rows). */
async function snapshotOf(tx: Db, updateJson: Uint8Array): Promise<string> {
  const result = await tx.execute<{ rows: string }>(sql`
    select coalesce(json_agg(s), '[]')::text as rows from ${students} as s
    where s.id in (select (v ->> 'id')::uuid from jsonb_array_elements(${jsonbFromBytes(updateJson)}) as v)`);
  return result.rows[0]?.rows ?? '[]';
}

async function restore(tx: Db, snapshot: string) {
  await tx.execute(sql`
    update ${students} as s
    set (${sql.raw(RESTORED.join(', '))}) = (${sql.raw(RESTORED.map((name) => `r.${name}`).join(', '))})
    from jsonb_populate_recordset(null::students, ${snapshot}::jsonb) as r
    where s.id = r.id`);
}

/** Puts back what the steps wrote: the updated students as they were, the new ones removed. */
async function undo(db: Db, createdIds: readonly string[], snapshots: readonly string[]) {
  for (const snapshot of [...snapshots].reverse()) {
    await db.transaction((tx) => restore(tx, snapshot));
  }
  for (let start = 0; start < createdIds.length; start += ROSTER_STEP) {
    await db
      .delete(students)
      .where(inArray(students.id, createdIds.slice(start, start + ROSTER_STEP)));
  }
}

/**
 * Writes an import all or nothing. On PostgreSQL (and for an import of one step) in one
 * transaction, which holds no one else's reads or writes. On the embedded database a transaction
 * holds the database's one connection until it commits, so a district's roster written in one
 * would keep the gate waiting for seconds (issue 39 §4): there each chunk is a transaction of its
 * own and the gate's scans pass in between; if a step fails, those written before it are undone
 * and the error is the import's. Meanwhile the Students screen may show part of the import.
 */
export async function writeRoster(db: Db, write: RosterWrite) {
  const { createChunks, updateChunks, finish } = write;
  if (!write.isStepped || createChunks.length + updateChunks.length <= 1) {
    await db.transaction(async (tx) => {
      for (const chunk of createChunks) {
        // A Student ID taken between the preview's read and this write: nothing is written.
        if ((await insertStudentChunk(tx, write.schoolId, chunk)).length < chunk.count)
          throw new AppError('STUDENT_ID_TAKEN');
      }
      for (const json of updateChunks) await updateStudentChunk(tx, json);
      await finish(tx);
    });
    return;
  }
  const createdIds: string[] = [];
  const snapshots: string[] = [];
  try {
    for (const chunk of createChunks) {
      const created = await db.transaction(async (tx) => {
        const inserted = await insertStudentChunk(tx, write.schoolId, chunk);
        if (inserted.length < chunk.count) throw new AppError('STUDENT_ID_TAKEN');
        return inserted;
      });
      createdIds.push(...created.map((student) => student.id));
    }
    for (const json of updateChunks) {
      snapshots.push(
        await db.transaction(async (tx) => {
          const before = await snapshotOf(tx, json);
          await updateStudentChunk(tx, json);
          return before;
        }),
      );
    }
    await db.transaction(finish);
  } catch (error) {
    try {
      await undo(db, createdIds, snapshots);
    } catch (undoError) {
      throw new AggregateError([error, undoError], 'a roster import failed and was not undone');
    }
    throw error;
  }
}
