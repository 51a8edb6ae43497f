import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { students } from '../../db/schema/students.js';
import { ROSTER_FIELDS } from './oneroster-students.js';
import type { Existing } from './roster-plan.js';

/** Students per page: a page is one short statement, so the gate's queries pass in between. */
const PAGE = 5000;

type Page = { page: string | null; last: string | null };

const columns = getTableColumns(students);
const FIELDS_JSON = sql.raw(
  `json_build_object(${ROSTER_FIELDS.map((field) => `'${field}', ${columns[field].name}`).join(', ')})`,
);

/**
 * Every student, archived too (a returning student is matched, not made twice), as JSON texts of
 * `Existing` a page each. The database writes the JSON and the roster's thread parses it
 * (roster-reading): a district's students are not turned into objects on the event loop that
 * answers the gate, nor copied to the thread one object at a time (issue 39 §4).
 */
export async function existingStudentPages(db: Db): Promise<string[]> {
  const pages: string[] = [];
  for (let after: string | null = null; ;) {
    const result: { rows: Page[] } = await db.execute<Page>(sql`
      select json_agg(json_build_object(
          'id', id, 'studentId', student_id, 'sourcedId', sourced_id,
          'isArchived', archived_at is not null, 'fields', ${FIELDS_JSON}) order by id)::text as page,
        (array_agg(id order by id desc))[1]::text as last
      from (select * from ${students}
        where ${after === null ? sql`true` : sql`id > ${after}::uuid`}
        order by id limit ${PAGE}) as page_of_students`);
    const { page, last }: Page = result.rows[0] ?? { page: null, last: null };
    if (page === null || last === null) return pages;
    pages.push(page);
    after = last;
  }
}

/** The pages read back (on the roster's thread). */
export const existingFrom = (pages: readonly string[]): Existing[] =>
  pages.flatMap((page) => JSON.parse(page) as Existing[]);
