import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';

// Same relative path from src/db and dist/db: the SQL files are not copied into the build.
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
