import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

/**
 * Every administrative change, written in the same transaction as the change itself (so a change
 * rolled back leaves no entry). The actor is kept as they were at the time — id, name and e-mail —
 * with no foreign key: deleting a user keeps the history of what they did, and a restore (which
 * replaces the users) never rewrites it. Secrets are removed before writing (shared/audit.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the system itself (a scheduled job). */
    actorId: uuid('actor_id'),
    /**
     * The school the change was made at (issue 41); null for the district's own changes (its
     * staff, schools, security, the system). No foreign key, as for the actor.
     */
    schoolId: uuid('school_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt, table.id),
    index('audit_log_school_idx').on(table.schoolId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);
