import { integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.js';

/**
 * A finished file (a report, a card batch, letters) on its way into its row, a part at a time
 * (shared/jobs/file-parts.ts): each part is a short statement, so on the embedded database, which
 * serves one statement at a time, a gate's scan never waits behind a whole file of megabytes.
 * Parts live seconds; those a dead process left are deleted a day later by the next file.
 */
export const fileParts = pgTable(
  'file_parts',
  {
    uploadId: uuid('upload_id').notNull(),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.part] })],
);
