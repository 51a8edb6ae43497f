import type { Language } from '@rollcall/contract/languages';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  finishedFileColumns,
  jobStatusCheck,
  leasedJobColumns,
} from '../../shared/jobs/leased-columns.js';
import { id } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * Reports asked for from the Reports screen. The file is made by a leased background job
 * (shared/jobs) and kept in the database (here, or in its parts when large: finishedFileColumns),
 * so that it survives a restart and every server process can serve it.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** The school it was asked at (issue 41): only that school's staff see it. */
    schoolId: schoolIdColumn(),
    /**
     * The schools it covers when a district administrator asked for more than that one (the
     * district's, or several); null for the one school.
     */
    schoolIds: uuid('school_ids').array(),
    type: text('type').notNull(),
    format: text('format').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    class: text('class'),
    section: text('section'),
    ...finishedFileColumns(),
    byteSize: integer('byte_size'),
    /**
     * The students the finished file names (issue 39): erasing one of them deletes it, whatever
     * class or range it covers. Null on files made before it was kept.
     */
    studentIds: uuid('student_ids').array(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The requester's name as it was, printed on the file even if the account goes. */
    createdByName: text('created_by_name'),
    /** The requester's language when they asked: the file's headings and words are in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    ...leasedJobColumns(),
  },
  (table) => [
    index('reports_school_created_at_idx').on(table.schoolId, table.createdAt),
    index('reports_processing_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'Processing'`),
    jobStatusCheck('reports_status_check', table.status),
  ],
);
