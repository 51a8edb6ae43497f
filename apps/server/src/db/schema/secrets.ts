import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Secrets the server generates once (JWT signing key, QR signing key) so restarts keep them. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
