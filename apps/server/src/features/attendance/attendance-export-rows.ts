import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { attendance } from '../../db/schema/attendance.js';
import { attendanceCheckOuts } from '../../db/schema/gate.js';
import { students } from '../../db/schema/students.js';
import { batchesInWindows, type KeysetWindow, type WindowBatch } from './export-windows.js';

/** Records per query: large enough that round trips vanish, small enough to die young in memory. */
export const EXPORT_BATCH_SIZE = 5000;

/**
 * Batches read at once on PostgreSQL, each on a connection of its own: while Node formats one
 * round, the database builds the next on as many cores.
 */
export const EXPORT_WINDOWS = 2;

/**
 * A record reduced to keys the formatter caches by: the day and minutes as numbers (UTC), the
 * outcome columns as one text. Every string and object per row is work for the garbage
 * collector, which took a third of the export's time when rows came whole.
 */
export type RecordRow = [
  /** Days since 1970-01-01. */
  day: number,
  /** Minutes since 1970-01-01T00:00Z. */
  minute: number,
  studentId: string,
  /** status|time_window|minutes_late */
  outcome: string,
  location: string | null,
  /** The student's check-out that day (minutes since 1970-01-01T00:00Z), when there is one. */
  checkOutMinute?: number,
  checkOutIsEarly?: boolean,
];

/** A student's check-out on a day: minutes since 1970-01-01T00:00Z, and whether it was early. */
type CheckOut = [minute: number, isEarly: boolean];

type StudentRow = {
  id: string;
  first_name: string;
  last_name: string;
  student_id: string | null;
  class: string | null;
  section: string | null;
};

/** A batch of records, and their students, looked up once per export rather than joined per row. */
export type ExportBatch = { records: RecordRow[]; students: ReadonlyMap<string, StudentRow> };

const minuteOf = (instant: SQL) => sql`floor(date_part('epoch', ${instant}) / 60)::int`;

/**
 * A batch as one row: its records as one JSON text, their check-outs as another, their count,
 * and the keys of its first and last records. The driver then decodes a few values per batch
 * instead of seven per record (its decoding took most of the export's time), and `JSON.parse`
 * builds the rows in native code.
 */
type BatchRow = {
  records: string | null;
  check_outs: string | null;
  size: number;
  first: string | null;
  last: string | null;
};

/** `(scan_time, id)` as text that keeps PostgreSQL's microseconds (a JS Date would not). */
const keyOf = (table: string) =>
  sql.raw(`(${table}.scan_time at time zone 'UTC')::text || ' id ' || ${table}.id`);

/**
 * The `limit` records after `cursor` (newest first), skipping the first `offset` of them.
 *
 * Written for the embedded database, which builds each batch on its one thread (and the export
 * waits for it): the records' JSON is concatenated rather than made by `json_build_array`, whose
 * per-value type dispatch cost twice as much; the check-outs are read once for the batch's days
 * rather than joined per record (a nested loop, 5,000 probes a batch); the first and last keys
 * are found by each row's number rather than by sorting the batch again. A batch costs PGlite
 * 12 ms instead of 24 (22 instead of 40 with a check-out for every record).
 */
async function fetchRecords(
  db: Db,
  where: SQL | undefined,
  window: KeysetWindow,
): Promise<WindowBatch<RecordRow>> {
  const [scanTime, id] = window.cursor?.split(' id ') ?? [];
  const keyset =
    scanTime && id
      ? // A row comparison, so that the (scan_time, id) index serves each batch as a range scan.
        sql`(${attendance.scanTime}, ${attendance.id}) < (${scanTime}::timestamp at time zone 'UTC', ${id}::uuid)`
      : undefined;
  const { rows } = await db.execute<BatchRow>(sql`
    with batch as (
      select ${attendance.id} as id, ${attendance.scanTime} as scan_time,
        ${attendance.schoolDate} as school_date,
        ${attendance.schoolDate} - date '1970-01-01' as day,
        ${minuteOf(sql`${attendance.scanTime}`)} as minute,
        ${attendance.studentId} as student_id,
        ${attendance.status} || '|' || coalesce(${attendance.timeWindow}::text, '') || '|' ||
          coalesce(${attendance.minutesLate}::text, '') as outcome,
        ${attendance.location} as location,
        -- Streamed from the index's order: the batch's rows numbered without sorting them.
        row_number() over (order by ${attendance.scanTime} desc, ${attendance.id} desc) as n
      from ${attendance}
      where ${and(where, keyset) ?? sql`true`}
      order by ${attendance.scanTime} desc, ${attendance.id} desc
      offset ${window.offset} limit ${window.limit}
    ),
    bounds as (
      select count(*)::int as size, min(n) as first_n, max(n) as last_n,
        min(school_date) as first_day, max(school_date) as last_day
      from batch
    )
    select
      -- A JSON array written out: numbers and a uuid as they are, texts through to_json (escaped).
      (select '[' || string_agg('[' || day || ',' || minute || ',"' || student_id || '",' ||
          to_json(outcome)::text || ',' || coalesce(to_json(location)::text, 'null') || ']',
          ',' order by n) || ']'
        from batch) as records,
      (select json_agg(json_build_array(${attendanceCheckOuts.schoolDate} - date '1970-01-01',
          ${attendanceCheckOuts.studentId}, ${minuteOf(sql`${attendanceCheckOuts.checkedOutAt}`)},
          ${attendanceCheckOuts.isEarly}))::text
        from ${attendanceCheckOuts}
        where ${attendanceCheckOuts.schoolDate} between bounds.first_day and bounds.last_day
          and (${attendanceCheckOuts.studentId}, ${attendanceCheckOuts.schoolDate}) in
            (select student_id, school_date from batch)
      ) as check_outs,
      size,
      (select ${keyOf('batch')} from batch where n = bounds.first_n) as first,
      (select ${keyOf('batch')} from batch where n = bounds.last_n) as last
    from bounds`);
  const [batch] = rows;
  const records = JSON.parse(batch?.records ?? '[]') as RecordRow[];
  if (batch?.check_outs) addCheckOuts(records, batch.check_outs);
  return {
    records,
    size: batch?.size ?? 0,
    first: batch?.first ?? null,
    last: batch?.last ?? null,
  };
}

/** Appends to each record its student's check-out that day, from the batch's check-outs. */
function addCheckOuts(records: RecordRow[], json: string) {
  const byDay = new Map<number, Map<string, CheckOut>>();
  for (const [day, studentId, minute, isEarly] of JSON.parse(json) as [
    number,
    string,
    number,
    boolean,
  ][]) {
    const ofDay = byDay.get(day) ?? new Map<string, CheckOut>();
    byDay.set(day, ofDay.set(studentId, [minute, isEarly]));
  }
  for (const record of records) {
    const checkOut = byDay.get(record[0])?.get(record[2]);
    if (checkOut) record.push(...checkOut);
  }
}

/**
 * Reads matching records newest first in keyset batches, so that memory stays flat however many
 * rows there are, and no long transaction or cursor holds the (possibly embedded) database. The
 * next batches are read while the caller formats and sends these; `windows` batches at a time,
 * each on a connection of its own (PostgreSQL then builds them on several cores).
 */
export async function* exportRecords(
  db: Db,
  where: SQL | undefined,
  options: { batchSize?: number; windows?: number } = {},
): AsyncGenerator<ExportBatch> {
  const studentsById = new Map<string, StudentRow>();
  const batches = batchesInWindows(
    (window) => fetchRecords(db, where, window),
    options.batchSize ?? EXPORT_BATCH_SIZE,
    options.windows ?? 1,
  );
  for await (const records of batches) {
    // Bounded by the school's roll, not by the export's length.
    if (studentsById.size > 100_000) studentsById.clear();
    const missing = new Set<string>();
    for (const [, , studentId] of records) if (!studentsById.has(studentId)) missing.add(studentId);
    if (missing.size > 0) {
      const { rows: found } = await db.execute<StudentRow>(sql`
        select id, first_name, last_name, student_id, class, section from ${students}
        where id = any(string_to_array(${[...missing].join(',')}, ',')::uuid[])`);
      for (const student of found) studentsById.set(student.id, student);
    }
    yield { records, students: studentsById };
  }
}
