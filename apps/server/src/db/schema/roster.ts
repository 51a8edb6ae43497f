import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  OneRosterImportQuery,
  PendingRosterImport,
  RosterHoldReason,
} from '@rollcall/contract/roster';
import { finishedFileColumns } from '../../shared/jobs/leased-columns.js';
import { apiTokens } from './api-tokens.js';
import { id } from './columns.js';
import { schoolIdColumn } from './schools.js';

/**
 * A roster import the sync hold kept (issue 39): the zip as the API token sent it and the options
 * it was sent with, applied only when an administrator confirms it. The newest is the one shown;
 * confirming or discarding it drops the older ones too.
 */
export const rosterPendingImports = pgTable(
  'roster_pending_imports',
  {
    id: id(),
    /** The school the roster is for (issue 41): its administrators confirm or discard it. */
    schoolId: schoolIdColumn(),
    ...finishedFileColumns(),
    query: jsonb('query').$type<OneRosterImportQuery>().notNull(),
    tokenId: uuid('token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    reason: text('reason').$type<RosterHoldReason | 'waiting'>().notNull(),
    count: integer('count').notNull(),
    limit: integer('limit').notNull(),
    summary: jsonb('summary').$type<PendingRosterImport['summary']>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('roster_pending_imports_received_at_idx').on(table.schoolId, table.receivedAt)],
);
