import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from '../src/db/client.js';
import { openEmptyTestDatabase } from './test-database.js';

const MIGRATIONS = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

/**
 * A database as an installation had it before a migration: the migrations up to `last` (0022:
 * 22) applied, the later ones not, so that a test can put in the data of that time and then run
 * the rest (migrateDatabase) as an upgrade would.
 */
export async function openDatabaseMigratedUpTo(last: number): Promise<Database> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rollcall-migrations-'));
  try {
    await cp(MIGRATIONS, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: { idx: number }[];
    };
    journal.entries = journal.entries.filter((entry) => entry.idx <= last);
    await writeFile(journalFile, JSON.stringify(journal));
    const database = await openEmptyTestDatabase();
    await migrate(database.db, { migrationsFolder: folder });
    return database;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
