import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/** A scratch database on the PostgreSQL server at `url` for the duration of `work`. */
export async function withScratchDatabase<T>(
  url: string,
  prefix: string,
  work: (url: string) => Promise<T>,
) {
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  try {
    return await work(scratch.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Where a bench's server keeps its data, and that database opened for seeding. */
export type BenchEngine = {
  engine: 'embedded' | 'postgres';
  env: Record<string, string>;
  open: () => Promise<Database>;
};

/**
 * Runs `work` on each engine asked for, each on a database of its own that is gone afterwards: a
 * scratch data folder for the embedded database, a scratch database for PostgreSQL (when a URL is
 * given).
 */
export async function onEachEngine<T>(
  engines: string[],
  postgresUrl: string | undefined,
  prefix: string,
  work: (engine: BenchEngine) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  if (engines.includes('embedded')) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), `${prefix}-`));
    try {
      results.push(
        await work({
          engine: 'embedded',
          env: { DATA_DIR: dataDir },
          open: () => openDatabase({ dataDir }),
        }),
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  if (engines.includes('postgres') && postgresUrl) {
    results.push(
      await withScratchDatabase(postgresUrl, prefix.replaceAll('-', '_'), (url) =>
        work({
          engine: 'postgres',
          env: { DATABASE_URL: url, DATA_DIR: os.tmpdir() },
          open: () => openDatabase({ databaseUrl: url, dataDir: os.tmpdir() }),
        }),
      ),
    );
  }
  return results;
}
