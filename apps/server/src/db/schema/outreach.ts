import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { LetterKind } from '@rollcall/contract/interventions/outreach';
import {
  finishedFileColumns,
  jobStatusCheck,
  leasedJobColumns,
} from '../../shared/jobs/leased-columns.js';
import { id } from './columns.js';
import { schoolIdColumn } from './schools.js';
import { users } from './users.js';

/**
 * Letters to guardians made as one PDF by a background job (issue 26), one letter a page. Like
 * reports, the file is kept here so that it survives a restart and every server process can serve
 * it; the students are fixed when asked for, and `done` counts letters drawn.
 */
export const letterBatches = pgTable(
  'letter_batches',
  {
    id: id(),
    /** The school whose letters they are (issue 41). */
    schoolId: schoolIdColumn(),
    kind: text('kind').$type<LetterKind>().notNull(),
    class: text('class'),
    section: text('section'),
    studentIds: uuid('student_ids').array().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    ...finishedFileColumns(),
    byteSize: integer('byte_size'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name'),
    ...leasedJobColumns(),
  },
  (table) => [
    index('letter_batches_created_at_idx').on(table.schoolId, table.createdAt),
    jobStatusCheck('letter_batches_status_check', table.status),
  ],
);
