import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Maintenance mode: a single row, apart from the school's settings because it is the state of
 * this installation rather than a setting of the school (a restore does not bring it back). A
 * change is announced like a settings change (migration), so every process follows it at once.
 */
export const maintenanceState = pgTable(
  'maintenance_state',
  {
    id: integer('id').primaryKey().default(1),
    isEnabled: boolean('is_enabled').notNull().default(false),
    message: text('message'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('maintenance_state_single_row', sql`${table.id} = 1`)],
);
