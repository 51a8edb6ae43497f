import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import { ROSTER_FIELDS } from './oneroster-students.js';
import type { Existing } from './roster-plan.js';
import { studentsAt } from '../../figures/enrolled.js';

/**
 * Students per page: a page is one short statement, so the gate's queries pass in between. The
 * embedded database took up to 200 ms for a page of 5,000, and a scan waited as long (the roster
 * bench); 2,000 keeps a page under 80 ms.
 */
const PAGE = 2000;

type Page = { page: Uint8Array | null; last: string | null };

const columns = getTableColumns(students);
const FIELDS_JSON = sql.raw(
  `json_build_object(${ROSTER_FIELDS.map((field) => `'${field}', ${columns[field].name}`).join(', ')})`,
);

/**
 * Every student of the school, archived too (a returning student is matched, not made twice), as UTF-8 JSON of
 * `Existing` a page each. The database writes the JSON and the roster's thread parses it
 * (roster-reading): a district's students are not turned into objects on the event loop that
 * answers the gate, nor copied to the thread one object at a time, nor as strings (a hundred
 * thousand students' pages as strings took the event loop 100 ms to send; bytes are copied at
 * once) (issue 39 §4).
 */
export async function existingStudentPages(db: Db, schoolId: string): Promise<Uint8Array[]> {
  const pages: Uint8Array[] = [];
  for (let after: string | null = null; ;) {
    const result: { rows: Page[] } = await db.execute<Page>(sql`
      select convert_to(json_agg(json_build_object(
          'id', id, 'studentId', student_id, 'sourcedId', sourced_id,
          'isArchived', archived_at is not null, 'fields', ${FIELDS_JSON}) order by id)::text,
          'UTF8') as page,
        (array_agg(id order by id desc))[1]::text as last
      from (select * from ${students}
        where ${studentsAt(schoolId)} and ${after === null ? sql`true` : sql`id > ${after}::uuid`}
        order by id limit ${PAGE}) as page_of_students`);
    const { page, last }: Page = result.rows[0] ?? { page: null, last: null };
    if (page === null || last === null) return pages;
    pages.push(page);
    after = last;
  }
}

const utf8 = new TextDecoder();

/** The pages read back (on the roster's thread). */
export const existingFrom = (pages: readonly Uint8Array[]): Existing[] =>
  pages.flatMap((page) => JSON.parse(utf8.decode(page)) as Existing[]);
