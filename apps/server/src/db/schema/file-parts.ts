import { boolean, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/**
 * A finished file (a report, a card batch, letters) larger than a part, kept as parts
 * (shared/jobs/file-parts.ts): each part is a short statement, so on the embedded database, which
 * serves one statement at a time, a gate's scan never waits behind a whole file of megabytes.
 * A row whose file it is names it by `file_parts_id`; deleting the row deletes its parts (a
 * trigger). Parts a dead worker left, never held by a row, are deleted a day later.
 */
export const fileParts = pgTable(
  'file_parts',
  {
    uploadId: uuid('upload_id').notNull(),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
    /** Set once a row holds the file; until then the parts may be a dead worker's. */
    held: boolean('held').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.part] })],
);
