import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrateDatabase } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDataDir: string;
    templateDatabaseName: string;
  }
}

/**
 * The template also holds pg-boss's own schema, so that every server process and messaging test
 * started on a copy skips creating it (dozens of statements, seconds on the embedded database).
 */
async function prepareTemplate(database: Database) {
  await migrateDatabase(database.db);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.pool.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    supervise: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
}

/**
 * Migrates one template database per run; every test file then starts from a copy of it rather
 * than migrating its own.
 */
export default async function setup(project: TestProject) {
  // The project's env reaches its test workers, not this process: read it from the project.
  if (project.config.env.TEST_DB === 'postgres') {
    const url = project.config.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for PostgreSQL tests');
    const name = `rollcall_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const database = await openDatabase({
      databaseUrl: templateUrl.toString(),
      dataDir: os.tmpdir(),
    });
    await prepareTemplate(database);
    await database.close();
    project.provide('templateDatabaseName', name);
    project.provide('templateDataDir', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}_c%`],
      );
      for (const row of leftovers.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }

  const templateDir = await mkdtemp(path.join(os.tmpdir(), 'rollcall-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await prepareTemplate(database);
  await database.close();
  project.provide('templateDataDir', templateDir);
  project.provide('templateDatabaseName', '');
  return async () => {
    await rm(templateDir, { recursive: true, force: true });
  };
}
