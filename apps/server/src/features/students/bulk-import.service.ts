import { getTableColumns, sql } from 'drizzle-orm';
import { text } from '@rollcall/contract/i18n/text-key';
import {
  CreateStudentBodySchema,
  type BulkImportResult,
  type CreateStudentBody,
} from '@rollcall/contract/students';
import type { Db } from '../../db/client.js';
import { jsonBytes, jsonbFromBytes } from '../../db/json-bytes.js';
import { students } from '../../db/schema/students.js';
import type { Actor } from '../../shared/actor.js';
import { recordAudit } from '../../shared/audit.js';
import { schemaMessage, type Worded, type Wording } from '../../shared/wording.js';
import { studentValues } from './student-record.js';
import { schoolIdOf } from '../../shared/acting-school.js';

/** Rows a statement inserts: one JSON parameter each, so the size only bounds one statement's work. */
const INSERT_CHUNK = 2000;

/** A row checked with the student form's rules: its input, or its messages (each once). */
export function checkStudentRow(
  raw: unknown,
): { success: true; data: CreateStudentBody } | { success: false; messages: Wording[] } {
  const parsed = CreateStudentBodySchema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return { success: false, messages: messages.map(schemaMessage) };
}

/** A new student's columns from the form's input (and, from a roster, its OneRoster id). */
export const newStudentRow = (input: CreateStudentBody, sourcedId?: string) => ({
  studentId: input.studentId,
  ...studentValues(input),
  ...(input.enrollmentDate ? { enrollmentDate: input.enrollmentDate } : {}),
  ...(sourcedId ? { sourcedId } : {}),
});

type NewStudentRow = ReturnType<typeof newStudentRow>;
type StudentRowKey = keyof NewStudentRow & keyof typeof students.$inferInsert;

/** One insert statement's rows: its columns, how each is read from the JSON, and the JSON. */
export type InsertChunk = {
  names: string[];
  selected: string[];
  record: string[];
  /** The rows as UTF-8 JSON (db/json-bytes), so a roster's thread hands them over. */
  json: Uint8Array;
  count: number;
};

/**
 * New students cut into insert statements of INSERT_CHUNK rows, each chunk's rows one JSON
 * parameter (building a statement of 30,000 parameters cost more than running it). Pure, so a
 * roster's thread makes them (roster-reading) and only the texts cross to the event loop.
 */
export function insertChunksOf(
  rows: readonly Partial<NewStudentRow>[],
  size = INSERT_CHUNK,
): InsertChunk[] {
  const columns = getTableColumns(students);
  const chunks: InsertChunk[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    const keys = [...new Set(chunk.flatMap((each) => Object.keys(each)))] as StudentRowKey[];
    const names = keys.map((key) => columns[key].name);
    chunks.push({
      names,
      record: keys.map((key) => `${columns[key].name} ${columns[key].getSQLType()}`),
      // A row without an enrollment date takes the column's default, today.
      selected: names.map((name) =>
        name === 'enrollment_date' ? `coalesce(r.${name}, now()::date)` : `r.${name}`,
      ),
      json: jsonBytes(
        chunk.map((each) =>
          Object.fromEntries(keys.map((key) => [columns[key].name, each[key] ?? null])),
        ),
      ),
      count: chunk.length,
    });
  }
  return chunks;
}

/**
 * Inserts one chunk. A Student ID taken already is skipped by the database itself (so a
 * concurrent import cannot duplicate one); returns the students it created.
 */
export async function insertStudentChunk(
  tx: Db,
  schoolId: string,
  { names, selected, record, json }: InsertChunk,
): Promise<{ id: string; studentId: string }[]> {
  const inserted = await tx.execute<{ id: string; student_id: string }>(sql`
    insert into students (school_id, ${sql.raw(names.join(', '))})
    select ${schoolId}::uuid, ${sql.raw(selected.join(', '))}
    from jsonb_to_recordset(${jsonbFromBytes(json)}) as r(${sql.raw(record.join(', '))})
    on conflict (school_id, student_id) do nothing
    returning id, student_id`);
  return inserted.rows.map((row) => ({ id: row.id, studentId: row.student_id }));
}

/** Inserts the chunks inside the caller's transaction; returns the Student IDs it created. */
export async function insertStudentChunks(
  tx: Db,
  schoolId: string,
  chunks: readonly InsertChunk[],
): Promise<Set<string>> {
  const created = new Set<string>();
  for (const chunk of chunks) {
    for (const { studentId } of await insertStudentChunk(tx, schoolId, chunk)) {
      created.add(studentId);
    }
  }
  return created;
}

/** New students inserted in chunks inside the caller's transaction (insertChunksOf). */
export const insertStudentRows = (
  tx: Db,
  schoolId: string,
  rows: readonly Partial<NewStudentRow>[],
) => insertStudentChunks(tx, schoolId, insertChunksOf(rows));

/** The import's answer, its row messages by key (routeOf writes them in the reader's language). */
type ImportResult = Worded<BulkImportResult>;
type RowResult = ImportResult['results'][number];

/**
 * Validates every row with the student form's rules, refuses duplicates inside the file and
 * against the database, and creates the valid rows. Rows are numbered from 1 as in the file.
 * The insert skips conflicting IDs in the database itself, so a concurrent import cannot create
 * a duplicate, and a failing chunk rolls back whole.
 */
export async function bulkImportStudents(
  db: Db,
  actor: Actor,
  rows: unknown[],
): Promise<ImportResult> {
  const schoolId = schoolIdOf(actor);
  const results: RowResult[] = [];
  const valid: { row: number; input: CreateStudentBody }[] = [];
  const seen = new Map<string, number>();

  rows.forEach((raw, index) => {
    const row = index + 1;
    const parsed = checkStudentRow(raw);
    if (!parsed.success) {
      const studentId =
        typeof raw === 'object' && raw && 'studentId' in raw ? String(raw.studentId) : undefined;
      results.push({ row, studentId, status: 'failed', messages: parsed.messages });
      return;
    }
    const firstRow = seen.get(parsed.data.studentId);
    if (firstRow !== undefined) {
      results.push({
        row,
        studentId: parsed.data.studentId,
        status: 'failed',
        messages: [text('students.duplicateInFileRow', { row: firstRow })],
      });
      return;
    }
    seen.set(parsed.data.studentId, row);
    valid.push({ row, input: parsed.data });
  });

  const created = new Set<string>();
  await db.transaction(async (tx) => {
    const inserted = await insertStudentRows(
      tx,
      schoolId,
      valid.map(({ input }) => newStudentRow(input)),
    );
    for (const studentId of inserted) created.add(studentId);
    // One entry per import, with its counts; the students themselves are in the table.
    await recordAudit(tx, actor, {
      action: 'student.import',
      entityType: 'student',
      after: { total: rows.length, created: created.size, failed: rows.length - created.size },
    });
  });

  for (const { row, input } of valid) {
    results.push(
      created.has(input.studentId)
        ? { row, studentId: input.studentId, status: 'created', messages: [] }
        : {
            row,
            studentId: input.studentId,
            status: 'failed',
            messages: [text('errors.STUDENT_ID_TAKEN')],
          },
    );
  }
  results.sort((a, b) => a.row - b.row);
  return {
    results,
    summary: { total: rows.length, created: created.size, failed: rows.length - created.size },
  };
}
