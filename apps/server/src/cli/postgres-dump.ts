import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sealDump } from './dump-seal.js';
import { dbnameArgument, pgConnectionOf } from './pg-connection.js';
import { CommandError, checkTool, runTool, serverMajor } from './pg-tools.js';

/** What the operator is told about the file after every backup. */
export const KEEP_IT_SAFE = [
  "The file holds the whole database: students' and staff's personal data, password hashes, and",
  "this installation's keys (table app_secrets: the QR card signing key, the two-factor key, the",
  'backup key) unless the environment sets them. Keep it as safe as the database itself.',
  'If this deployment sets QR_SECRET or TWO_FACTOR_KEY in its environment, those values are not in',
  'the file: keep them with it. Printed ID cards and two-factor sign-in depend on them.',
].join('\n');

const exists = (file: string) =>
  access(file, constants.F_OK).then(
    () => true,
    () => false,
  );

/**
 * pg_dump of the whole database named by DATABASE_URL — the app's tables in `public`, drizzle's
 * record of migrations and pg-boss's queue — in the custom format, into a file only its owner can
 * read, written under a temporary name and renamed when complete and sealed, so a crash never
 * leaves half a file under the name asked for.
 */
export async function backupPostgres(databaseUrl: string, out: string) {
  const connection = pgConnectionOf(databaseUrl);
  const target = path.resolve(out);
  if (await exists(target)) throw new CommandError(`${target} exists: choose another name.`);
  await checkTool('pg_dump', await serverMajor(databaseUrl));

  const partial = `${target}.partial-${randomBytes(4).toString('hex')}`;
  // Created here with mode 0600 before pg_dump opens it, so the data is never readable by others.
  await (await open(partial, 'wx', 0o600)).close();
  try {
    const dump = await runTool(
      'pg_dump',
      ['--format=custom', `--file=${partial}`, dbnameArgument(connection)],
      connection,
    );
    if (dump.code !== 0) {
      throw new CommandError(`pg_dump failed (${connection.described}):\n${dump.stderr.trim()}`);
    }
    const checksum = await sealDump(partial);
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, checksum, connection };
  } finally {
    await rm(partial, { force: true });
  }
}
