import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';

/** A fresh database for one test file, copied from the migrated template of this run. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    return openPostgres(`template ${inject('templateDatabaseName')}`);
  }
  return openEmbedded((dataDir) => cp(inject('templateDataDir'), dataDir, { recursive: true }));
}

/** An empty database, not even migrated: for tests of the migrations themselves. */
export async function openEmptyTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return openPostgres('');
  return openEmbedded(async () => {});
}

async function openEmbedded(prepare: (dataDir: string) => Promise<void>): Promise<Database> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-test-'));
  await prepare(dataDir);
  const database = await openDatabase({ dataDir });
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database created with `options`, named so that the run's teardown drops any left over. */
async function openPostgres(options: string): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
  const name = `${inject('templateDatabaseName')}_c${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} ${options}`);
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${name}`;
  // Dropping the copy ends its connections; that is expected here, not worth a line in the log.
  const database = await openDatabase({
    databaseUrl: copyUrl.toString(),
    dataDir: os.tmpdir(),
    onIdleError: () => {},
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
