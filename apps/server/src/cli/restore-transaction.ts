import { spawn } from 'node:child_process';
import { childEnvironment, dbnameArgument, type PgConnection } from './pg-connection.js';
import { startFailure } from './pg-tools.js';

/**
 * What `--replace` empties first: the app's three schemas, `public` made again empty. It runs in
 * the restore's own transaction, so a failure later leaves them as they were. pg_restore's own
 * `--clean` cannot do this: it drops a partition's inherited key before its table, which
 * PostgreSQL refuses, and pg-boss keeps partitioned tables. A running Rollcall holds locks on
 * these tables: rather than wait for it, the restore gives up after 10 s.
 */
export const EMPTY_THE_APP_SCHEMAS = `
SET lock_timeout = '10s';
DROP SCHEMA IF EXISTS pgboss CASCADE;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DROP SCHEMA IF EXISTS public CASCADE;
CREATE SCHEMA public;
`;

type Outcome = { isRestored: true } | { isRestored: false; reason: string };

/**
 * pg_restore turns the archive into SQL and psql runs it, after `before`, in one transaction that
 * commits only if pg_restore read the whole archive and every statement succeeded: the COMMIT is
 * written last, and only then. psql stops at the first error (ON_ERROR_STOP) or ends its input
 * without a COMMIT, and the server rolls the open transaction back, leaving the database as it
 * was. (`pg_restore --single-transaction` alone is the same for an empty database; the pipe is
 * what lets `--replace` drop the schemas in that same transaction.)
 */
export function restoreInOneTransaction(
  file: string,
  connection: PgConnection,
  before: string,
): Promise<Outcome> {
  const env = childEnvironment(connection);
  return new Promise((resolve, reject) => {
    const psql = spawn(
      'psql',
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', `--dbname=${dbnameArgument(connection)}`],
      { env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let psqlErrors = '';
    let restoreErrors = '';
    psql.stderr.setEncoding('utf8').on('data', (chunk: string) => (psqlErrors += chunk));
    restore.stderr.setEncoding('utf8').on('data', (chunk: string) => (restoreErrors += chunk));
    psql.on('error', (error) => reject(startFailure('psql', error)));
    restore.on('error', (error) => reject(startFailure('pg_restore', error)));
    // psql stopped at an error: pg_restore would block on a pipe nobody reads.
    psql.stdin.on('error', () => restore.kill());

    // Warnings only: a drop's notices of what it cascades to would bury a real error.
    psql.stdin.write(`BEGIN;\nSET client_min_messages = warning;\n${before}\n`);
    restore.stdout.pipe(psql.stdin, { end: false });
    const restoreDone = new Promise<number>((done) =>
      restore.on('close', (code) => done(code ?? 1)),
    );
    const psqlDone = new Promise<number>((done) => psql.on('close', (code) => done(code ?? 1)));

    void restoreDone.then((code) => {
      if (psql.stdin.writable) psql.stdin.end(code === 0 ? '\nCOMMIT;\n' : '\n');
      void psqlDone.then((psqlCode) => {
        if (code === 0 && psqlCode === 0) return resolve({ isRestored: true });
        resolve({ isRestored: false, reason: `${restoreErrors}${psqlErrors}`.trim() });
      });
    });
    void psqlDone.then(() => {
      if (restore.exitCode === null) restore.kill();
    });
  });
}
