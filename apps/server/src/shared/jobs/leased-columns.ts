import { sql } from 'drizzle-orm';
import { check, integer, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/schema/columns.js';

/** Where a leased job's row stands; the status endpoints show it as it is (job-progress.ts). */
export const JOB_STATUSES = ['Processing', 'Ready', 'Failed'] as const;

/**
 * The columns a row worked by a leased job needs (lease.ts): spread into its table. A row is
 * claimed by raising `attempts` and setting `heartbeat_at`, which its worker refreshes.
 */
export const leasedJobColumns = () => ({
  status: text('status', { enum: JOB_STATUSES }).notNull().default('Processing'),
  /** A readable reason, set only when Failed. */
  failureReason: text('failure_reason'),
  /** How many times a worker began the job (a crash mid-way leaves it above zero). */
  attempts: integer('attempts').notNull().default(0),
  /** Refreshed while a worker has the row; an old one means the worker died mid-way. */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  /** The name of the process that claimed it last (INSTANCE_ID; jobs/instance.ts). */
  leasedBy: text('leased_by'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Where a leased job's finished file is kept: whole in `file` when it fits in one part, else in
 * `file_parts` under `file_parts_id` (file-parts.ts), which the row's deletion deletes too.
 */
export const finishedFileColumns = () => ({
  file: bytea('file'),
  filePartsId: uuid('file_parts_id'),
});

/** The database's own check of `status`, named after its table. */
export const jobStatusCheck = (name: string, status: PgColumn) =>
  check(name, sql`${status} in ('Processing', 'Ready', 'Failed')`);
