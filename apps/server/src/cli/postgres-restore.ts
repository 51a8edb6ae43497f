import path from 'node:path';
import pg from 'pg';
import { sealProblem } from './dump-seal.js';
import { pgConnectionOf } from './pg-connection.js';
import { CommandError, checkTool, serverMajor } from './pg-tools.js';
import { EMPTY_THE_APP_SCHEMAS, restoreInOneTransaction } from './restore-transaction.js';

/** The tables the database already holds, in any schema of its own (Rollcall's or another's). */
async function tablesIn(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select format('%I.%I', table_schema, table_name) as name
         from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')
        order by table_schema, table_name`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

/**
 * A dump made by `backup` restored into the database named by DATABASE_URL, in one transaction,
 * so that a failure part-way (a damaged archive, a full disk, a lost connection) leaves the
 * database as it was. The file's seal is checked first. A database that already holds tables is
 * refused unless `replace`: then the app's schemas are emptied first, in that same transaction.
 * Objects belong to DATABASE_URL's user (--no-owner, --no-privileges): the roles of the machine
 * the dump came from need not exist here.
 */
export async function restorePostgres(databaseUrl: string, from: string, replace: boolean) {
  const connection = pgConnectionOf(databaseUrl);
  const file = path.resolve(from);
  const problem = await sealProblem(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new CommandError(`${file} does not exist.`);
    throw error;
  });
  if (problem)
    throw new CommandError(`${file} cannot be restored: ${problem}. Nothing was changed.`);
  await checkTool('pg_restore', await serverMajor(databaseUrl));

  const existing = await tablesIn(databaseUrl);
  if (existing.length > 0 && !replace) {
    const named = existing.slice(0, 3).join(', ');
    const more = existing.length > 3 ? ` and ${existing.length - 3} more` : '';
    throw new CommandError(
      `The ${connection.described} already holds tables (${named}${more}). Nothing was changed.\n` +
        'Restore into an empty database, or add --replace to replace what it holds with the dump (stop every Rollcall process first).',
    );
  }
  const outcome = await restoreInOneTransaction(
    file,
    connection,
    replace ? EMPTY_THE_APP_SCHEMAS : '',
  );
  if (!outcome.isRestored) {
    throw new CommandError(
      `The restore failed (${connection.described}); it ran in one transaction, so nothing was changed:\n${outcome.reason}`,
    );
  }
  return { file, connection, replaced: existing.length };
}
