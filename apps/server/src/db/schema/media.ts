import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.js';

/**
 * Uploaded images (profile pictures, student photos). Kept in the database so that every server
 * process sees them; served only under an unguessable token.
 */
export const media = pgTable('media', {
  id: id(),
  token: text('token').notNull().unique(),
  contentType: text('content_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});
