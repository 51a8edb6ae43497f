import { spawn } from 'node:child_process';
import pg from 'pg';
import { childEnvironment, type PgConnection } from './pg-connection.js';

export type PgTool = 'pg_dump' | 'pg_restore' | 'psql';

/** A failure with the message the operator reads (no stack): what went wrong and what to do. */
export class CommandError extends Error {}

type Run = { code: number; stdout: string; stderr: string };

/** Why a tool did not start, in the operator's terms when it is simply not installed. */
export const startFailure = (tool: PgTool, error: NodeJS.ErrnoException) =>
  error.code === 'ENOENT'
    ? new CommandError(
        `${tool} was not found on PATH. Install the PostgreSQL client tools (e.g. apt install postgresql-client) of the server's version or newer.`,
      )
    : error;

/** Runs a client tool with the connection in its environment, never on its command line. */
export function runTool(tool: PgTool, args: string[], connection?: PgConnection): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: connection ? childEnvironment(connection) : process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => reject(startFailure(tool, error)));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** "pg_dump (PostgreSQL) 15.20 (Debian …)" → 15 (the major version, since PostgreSQL 10). */
export const majorOf = (versionLine: string) => {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionLine);
  return match ? Number(match[1]) : undefined;
};

/** The server's major version: a client tool older than it cannot dump (or restore) safely. */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number }>(
      `select current_setting('server_version_num')::int as version`,
    );
    return Math.floor((rows[0]?.version ?? 0) / 10_000);
  } finally {
    await client.end();
  }
}

/** Refuses, saying why, unless the tool is there and of the server's major version or newer. */
export async function checkTool(tool: PgTool, server: number): Promise<void> {
  const { stdout } = await runTool(tool, ['--version']);
  const major = majorOf(stdout);
  if (major === undefined) throw new CommandError(`${tool} --version said "${stdout.trim()}"`);
  if (major < server) {
    throw new CommandError(
      `${tool} is version ${major}, older than the PostgreSQL ${server} server: install the client tools of version ${server} or newer (e.g. apt install postgresql-client-${server}) and put them first on PATH.`,
    );
  }
}
